import { expect } from 'vitest';
import type { V2Fixture } from './devnet.ts';

const json = { 'content-type': 'application/json' };

/**
 * One operation over GET (unless POST-only), POST and JSON-RPC: all must answer the same status and
 * result, every response has already been checked against the spec by the server in test mode.
 */
export async function callAll(
  fx: V2Fixture,
  method: string,
  params: Record<string, unknown>,
  options: { getless?: boolean; only?: 'post' | 'jsonrpc' } = {},
) {
  const responses: Response[] = [];
  if (options.only) {
    // state-changing calls (sends) cannot be repeated, so they go through one transport per call
    const res =
      options.only === 'post'
        ? await fetch(`${fx.url}/${method}`, { method: 'POST', headers: json, body: JSON.stringify(params) })
        : await fetch(`${fx.url}/jsonRPC`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ id: 'x', jsonrpc: '2.0', method, params }),
          });
    expect(fx.violations).toEqual([]);
    return { status: res.status, body: (await res.json()) as any };
  }
  if (!options.getless) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params))
      for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
    responses.push(await fetch(`${fx.url}/${method}?${qs}`));
  }
  responses.push(await fetch(`${fx.url}/${method}`, { method: 'POST', headers: json, body: JSON.stringify(params) }));
  const rpc = await fetch(`${fx.url}/jsonRPC`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ id: 7, jsonrpc: '2.0', method, params }),
  });
  responses.push(rpc);
  const bodies = await Promise.all(responses.map((r) => r.json() as Promise<any>));
  // the clock: @extra, and getConsensusBlock's time of answering (the transports may answer a second apart)
  const strip = (b: any) => ({
    ...b,
    '@extra': undefined,
    jsonrpc: undefined,
    id: undefined,
    result: b?.result?.['@type'] === 'ext.blocks.consensusBlock' ? { ...b.result, timestamp: undefined } : b?.result,
  });
  for (let i = 1; i < bodies.length; i++) {
    expect(responses[i]!.status).toBe(responses[0]!.status);
    expect(strip(bodies[i])).toEqual(strip(bodies[0]));
  }
  expect(bodies.at(-1)).toMatchObject({ jsonrpc: '2.0', id: 7 });
  expect(fx.violations).toEqual([]);
  return { status: responses[0]!.status, body: bodies[0] };
}
