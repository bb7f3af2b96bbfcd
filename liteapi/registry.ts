/**
 * One table of every lite_api function and constructor this project speaks: ton-lite-client's
 * generated schema plus schemaExt.ts (which wins where both define a name). Server dispatch and the
 * in-process engine look functions up by wire id and encode answers by `kind` through it.
 */
import { TLReadBuffer, TLWriteBuffer } from 'ton-tl';
import type { TLCodec, TLFunction } from 'ton-tl';
import { Codecs, Functions } from './schema.ts';
import { ExtFunctions, extConstructors } from './schemaExt.ts';

export interface TLObject {
  readonly kind: string;
}

/** All lite_api functions, keyed like ton-lite-client's `Functions` (e.g. `liteServer_getTime`). */
export const LiteFunctions = { ...Functions, ...ExtFunctions };
export type LiteFunctionName = keyof typeof LiteFunctions;
export type LiteRequest<N extends LiteFunctionName> =
  (typeof LiteFunctions)[N] extends TLFunction<infer Q, any> ? Q : never;
export type LiteResponse<N extends LiteFunctionName> =
  (typeof LiteFunctions)[N] extends TLFunction<any, infer R> ? R : never;

export interface LiteFunctionEntry {
  readonly name: LiteFunctionName;
  readonly id: number;
  decodeRequest(r: TLReadBuffer): TLObject;
}

class IdCapture extends Error {
  constructor(readonly id: number) {
    super('id captured');
  }
}
/** A writer that stops at the first int32: the constructor id every boxed encoder writes first. */
const idProbe = new Proxy({} as TLWriteBuffer, {
  get: (_t, prop) =>
    prop === 'writeInt32'
      ? (v: number) => {
          throw new IdCapture(v);
        }
      : () => {
          throw new Error('not an id');
        },
});
function probeId(write: (w: TLWriteBuffer) => void): number | undefined {
  try {
    write(idProbe);
  } catch (e) {
    if (e instanceof IdCapture) return e.id;
  }
  return undefined;
}

const codecs = Codecs as unknown as Record<string, TLCodec<any>>;
const isBoxedName = (name: string) => /^[A-Z]/.test(name.slice(name.lastIndexOf('_') + 1));
const kindOf = (codecName: string) => codecName.replaceAll('_', '.');

const functionsById = new Map<number, LiteFunctionEntry>();
for (const [name, f] of Object.entries(Functions)) {
  const id = probeId((w) => (f as TLFunction<any, any>).encodeRequest({}, w));
  // Where schemaExt.ts corrects a request layout, requests under ton-lite-client's id use it too.
  const bare = (ExtFunctions as Record<string, { request: TLCodec<any> }>)[name]?.request ?? codecs[name];
  if (id === undefined || !bare) throw new Error(`lite_api: cannot index function ${name}`);
  functionsById.set(id, { name: name as LiteFunctionName, id, decodeRequest: (r) => bare.decode(r) });
}
for (const [name, f] of Object.entries(ExtFunctions)) {
  functionsById.set(f.id, {
    name: name as LiteFunctionName,
    id: f.id,
    decodeRequest: (r) => f.request.decode(r) as TLObject,
  });
}

interface ConstructorEntry {
  readonly id: number;
  readonly codec: TLCodec<any>;
}
const constructorsByKind = new Map<string, ConstructorEntry>();
const boxedCodecs = Object.keys(codecs)
  .filter(isBoxedName)
  .map((n) => codecs[n]!);
for (const bareName of Object.keys(codecs).filter((n) => !isBoxedName(n))) {
  const kind = kindOf(bareName);
  for (const boxedCodec of boxedCodecs) {
    const id = probeId((w) => boxedCodec.encode({ kind }, w));
    if (id !== undefined) {
      constructorsByKind.set(kind, { id, codec: codecs[bareName]! });
      break;
    }
  }
}
for (const [kind, entry] of Object.entries(extConstructors)) constructorsByKind.set(kind, entry);

export function functionById(id: number): LiteFunctionEntry | undefined {
  return functionsById.get(id);
}

export function allFunctions(): LiteFunctionEntry[] {
  return [...functionsById.values()];
}

export function constructorId(kind: string): number | undefined {
  return constructorsByKind.get(kind)?.id;
}

/** Encode a TL object boxed (constructor id first), choosing the codec by its `kind`. */
export function encodeBoxed(obj: TLObject, w: TLWriteBuffer = new TLWriteBuffer()): TLWriteBuffer {
  const entry = constructorsByKind.get(obj?.kind);
  if (!entry) throw new Error(`lite_api: no constructor of kind ${String(obj?.kind)}`);
  w.writeInt32(entry.id);
  entry.codec.encode(obj, w);
  return w;
}

export function encodeBoxedToBuffer(obj: TLObject): Buffer {
  return encodeBoxed(obj).build();
}

/** Encode a function call (id + arguments) as a client sends it. */
export function encodeRequest<N extends LiteFunctionName>(name: N, request: LiteRequest<N>): Buffer {
  const w = new TLWriteBuffer();
  (LiteFunctions[name] as TLFunction<LiteRequest<N>, unknown>).encodeRequest(request, w);
  return w.build();
}

export function decodeResponse<N extends LiteFunctionName>(name: N, data: Buffer): LiteResponse<N> {
  return (LiteFunctions[name] as TLFunction<unknown, LiteResponse<N>>).decodeResponse(new TLReadBuffer(data));
}
