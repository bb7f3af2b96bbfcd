/** TL-B structures of TON blocks and configuration, parsed and built on @ton/core primitives. */
export * from './primitives.ts';
export * from './hashmap.ts';
export * from './messages.ts';
export * from './block-info.ts';
export * from './mc-extra.ts';
export * from './block.ts';
export * from './writer.ts';
export * from './config.ts';
