/**
 * The lite_api schema as ton-lite-client generates it (96 types and functions), re-exported so the
 * rest of the project depends on one place. Its codecs are CommonJS; the deep import is pinned by
 * ton-lite-client's exact version in package-lock.json.
 */
export { Functions, Codecs } from 'ton-lite-client/dist/schema.js';
export type * from 'ton-lite-client/dist/schema.js';
export { TLReadBuffer, TLWriteBuffer } from 'ton-tl';
export type { TLFunction, TLCodec, TLInt, TLLong, TLInt256, TLBytes, TLFlag, TLBool, TLString } from 'ton-tl';
