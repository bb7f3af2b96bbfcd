// The gateway on every transport and in every key form (v2 D9, v3 D2): once per API, over each transport the
// contract offers (v2 GET, POST, JSON-RPC; v3 GET, POST), an unknown key is 401 and a key of another network
// 403 whether it comes in `X-API-Key` or `api_key`; a keyless burst is limited (429 "Ratelimit exceeded");
// and the deployment's own key, in either form, is a key: a burst with it right after the keyless one is
// never limited, so neither a limiter shared by every client nor a key form read as keyless passes.
import { send } from '../http.ts';
import { missingTags, type Profile } from '../profile.ts';
import type { ApiTarget, Transport } from '../target.ts';
import type { CellRef, CheckResult, Exchange, Operation } from '../types.ts';
import { GATEWAY } from '../coverage/cells.ts';
import { errorText, ORIGIN, allowOrigin } from './error-texts.ts';
import { verdict, type Obj } from './protocol-support.ts';

export interface GatewayOptions {
  profile: Profile;
  network: string;
  /** the deployment's key the run was given (--api-key) */
  apiKey?: string;
  otherNetworkKey?: string;
}

type KeyForm = 'X-API-Key' | 'api_key';
const UNKNOWN = 'conformance-unknown-key-0000';
const BURST = 8;

interface Carrier {
  transport: Transport;
  op: Operation;
  args: Obj;
}

/** One request per transport the API offers, with valid arguments: the operation that carries it. */
export function carriers(
  target: ApiTarget,
  getOp: Operation,
  getArgs: Obj,
  postOp?: Operation,
  postArgs?: Obj,
): Carrier[] {
  const out: Carrier[] = [{ transport: 'get', op: getOp, args: getArgs }];
  const twin = target.postTwin(getOp);
  if (twin) out.push({ transport: 'post', op: twin, args: getArgs });
  else if (postOp && postArgs) out.push({ transport: 'post', op: postOp, args: postArgs });
  if (target.rpcMethodFor(getOp)) out.push({ transport: 'jsonrpc', op: getOp, args: getArgs });
  return out;
}

/** A request over `c` with `key` in the given form (none: keyless). */
function call(
  target: ApiTarget,
  c: Carrier,
  key: string | undefined,
  form: KeyForm,
  probe: boolean,
): Promise<Exchange> {
  const req = target.build(c.op, {
    args: c.args,
    transport: c.transport === 'jsonrpc' ? 'jsonrpc' : undefined,
    noApiKey: true,
  });
  req.headers.origin = ORIGIN;
  if (key !== undefined && form === 'X-API-Key') req.headers['x-api-key'] = key;
  if (key !== undefined && form === 'api_key') {
    const url = new URL(req.url);
    url.searchParams.set('api_key', key);
    req.url = url.toString();
  }
  return send(req, { ...target.http, apiKey: undefined, rateLimitProbe: probe });
}

const cell = (target: ApiTarget, form: KeyForm, c: Carrier): CellRef => ({
  api: target.api,
  operation: GATEWAY,
  parameter: form,
  transport: c.transport,
});
const label = (c: Carrier): string => (c.transport === 'jsonrpc' ? 'JSON-RPC' : c.transport.toUpperCase());

export async function gatewayChecks(target: ApiTarget, list: Carrier[], o: GatewayOptions): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  const auth = !missingTags(o.profile, ['auth'], o.network).length;
  const limited = !missingTags(o.profile, ['ratelimit'], o.network).length;
  for (const c of list) {
    for (const form of ['X-API-Key', 'api_key'] as const) {
      if (auth) {
        const unknown = await call(target, c, UNKNOWN, form, false);
        out.push({
          ...verdict(
            'error-text',
            `401 for an unknown key in ${form} over ${label(c)}`,
            unknown,
            errorText(target.api, unknown, 401),
          ),
          covers: [cell(target, form, c)],
        });
        if (o.otherNetworkKey) {
          const other = await call(target, c, o.otherNetworkKey, form, false);
          out.push({
            ...verdict(
              'error-text',
              `403 for a key of another network in ${form} over ${label(c)}`,
              other,
              errorText(target.api, other, 403),
            ),
            covers: [cell(target, form, c)],
          });
        }
      }
    }
    if (!limited) continue;
    // A keyless burst is limited on this transport ...
    let hit: Exchange | undefined;
    let last: Exchange | undefined;
    for (let i = 0; i < BURST && !hit; i++) {
      last = await call(target, c, undefined, 'X-API-Key', true);
      if (last.response.status === 429) hit = last;
    }
    out.push(
      verdict(
        'error-text',
        `429 "Ratelimit exceeded" for a keyless burst over ${label(c)}`,
        hit ?? last,
        hit
          ? errorText(target.api, hit, 429)
          : `${BURST} keyless calls in a row were never limited (last: ${last?.response.status})`,
      ),
    );
    if (hit) out.push(verdict('cors', `Access-Control-Allow-Origin on a 429 over ${label(c)}`, hit, allowOrigin(hit)));
    // ... and right after it, the deployment's key in either form is not: limits are per key, and either form is the key.
    if (!o.apiKey) continue;
    for (const form of ['X-API-Key', 'api_key'] as const) {
      const answers = await Promise.all(Array.from({ length: 2 }, () => call(target, c, o.apiKey, form, true)));
      const bad = answers.find((a) => a.response.status !== 200);
      out.push({
        ...verdict(
          'error-text',
          `the key in ${form} over ${label(c)} is not held to the keyless limit`,
          bad,
          bad
            ? `2 calls with the key in ${form}, right after keyless calls were limited, answered ${answers.map((a) => a.response.status).join(', ')}: a key is limited by its own plan, not by the keyless limit`
            : undefined,
        ),
        covers: [cell(target, form, c)],
      });
    }
  }
  return out;
}
