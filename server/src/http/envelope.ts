import type { ApiError } from './errors.ts';

export interface ExtraInfo {
  startedAt: number;
  servedBy: Iterable<number>;
}

/** `<unix time>:<liteserver indices or _>:<elapsed ms>` — the toncenter C++ `@extra` layout. */
export function extraString(info: ExtraInfo): string {
  const now = Date.now();
  let servers = '';
  for (const s of info.servedBy) servers = servers === '' ? String(s) : `${servers},${s}`;
  return `${(now / 1000).toFixed(6)}:${servers === '' ? '_' : servers}:${(now - info.startedAt).toFixed(3)}`;
}

export function successBody(
  result: unknown,
  info: ExtraInfo,
  rpc?: RpcEcho,
  extra = extraString(info),
): Record<string, unknown> {
  return { ok: true, result, '@extra': extra, ...rpcFields(rpc) };
}

/**
 * The same envelope as JSON text, around the result's JSON given by the caller (which may have kept it from
 * an earlier answer: a result that does not change within a block is serialised once). Same keys, same
 * order as `JSON.stringify(successBody(…))`.
 */
export function successText(resultJson: string, extra: string, rpc?: RpcEcho): string {
  const tail = rpc ? `,"jsonrpc":"2.0","id":${JSON.stringify(rpc.id ?? null)}` : '';
  return `{"ok":true,"result":${resultJson},"@extra":${JSON.stringify(extra)}${tail}}`;
}

export function errorBody(error: ApiError, info: ExtraInfo, rpc?: RpcEcho): Record<string, unknown> {
  return { ok: false, code: error.code, error: error.message, '@extra': extraString(info), ...rpcFields(rpc) };
}

export interface RpcEcho {
  id?: string | number | null;
}

function rpcFields(rpc?: RpcEcho): Record<string, unknown> {
  if (!rpc) return {};
  // the request id echoed unchanged; null when the request had none (or could not be read)
  return { jsonrpc: '2.0', id: rpc.id ?? null };
}
