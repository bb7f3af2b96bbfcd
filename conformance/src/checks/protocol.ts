// Protocol-level checks every operation gets where they apply, derived from the contract's general
// rules rather than from any one operation: JSON-RPC envelopes and ids (v2 D10–D13), the exact
// gateway and address error texts (v2 D5/D9, v3 D2/D7), HEAD, CORS and preflight.
import { isDeepStrictEqual } from 'node:util';
import type { Discovered } from '../discovery.ts';
import { missingTags, type Profile } from '../profile.ts';
import type { ApiTarget } from '../target.ts';
import type { CheckResult, Exchange, Operation } from '../types.ts';
import { addressChecks } from './address-forms.ts';
import { inputForms } from './input-forms.ts';
import {
  addressFields,
  fieldsOf,
  header,
  isArraySchema,
  ownsRpcMethod,
  rpcCall,
  sendAs,
  skipped,
  verdict,
  type Obj,
} from './protocol-support.ts';
import { envelopeProblem } from './response.ts';
import { allowOrigin, errorText, ORIGIN } from './error-texts.ts';
import { carriers, gatewayChecks } from './gateway.ts';
import { validArgs } from '../args.ts';

export interface ProtocolOptions {
  profile: Profile;
  network: string;
  data: Discovered;
  /** a key the deployment issued for another network (403 check) */
  otherNetworkKey?: string;
  /** the deployment's key the run was given */
  apiKey?: string;
}

async function httpHygiene(target: ApiTarget, op: Operation, args: Obj, probe: Exchange): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  const normal = await sendAs(target, op, args, op.method.toUpperCase(), { origin: ORIGIN });
  out.push(verdict('cors', 'Access-Control-Allow-Origin on an answer', normal, allowOrigin(normal)));
  // An error answer of the same path: a method it does not define (405, with the envelope).
  const unsupported = (['delete', 'put', 'patch'] as const).find((m) => !op.pathMethods.includes(m));
  if (unsupported) {
    const err = await sendAs(target, op, args, unsupported.toUpperCase(), { origin: ORIGIN });
    out.push(
      verdict(
        'cors',
        'Access-Control-Allow-Origin on an error answer',
        err,
        err.response.status < 400 ? `${unsupported.toUpperCase()} answered ${err.response.status}` : allowOrigin(err),
      ),
    );
  }
  if (op.method === op.pathMethods[0]) {
    // Browsers preflight every call that carries X-API-Key; refusing it locks out every keyed web client.
    const requested = op.method === 'get' ? 'X-API-Key' : 'X-API-Key, Content-Type';
    const pre = await sendAs(target, op, {}, 'OPTIONS', {
      origin: ORIGIN,
      'access-control-request-method': op.method.toUpperCase(),
      'access-control-request-headers': requested,
    });
    const allowedHeaders = (header(pre, 'access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(',')
      .map((s) => s.trim());
    const allowedMethods = (header(pre, 'access-control-allow-methods') ?? '')
      .toUpperCase()
      .split(',')
      .map((s) => s.trim());
    const problem =
      pre.response.status < 200 || pre.response.status >= 300
        ? `preflight answered ${pre.response.status}`
        : (allowOrigin(pre) ??
          (requested
            .toLowerCase()
            .split(', ')
            .find((h) => !allowedHeaders.includes(h) && !allowedHeaders.includes('*'))
            ? `preflight does not allow the request headers ${requested} (Access-Control-Allow-Headers: ${header(pre, 'access-control-allow-headers') ?? 'missing'})`
            : !allowedMethods.includes(op.method.toUpperCase()) && !allowedMethods.includes('*')
              ? `preflight does not allow ${op.method.toUpperCase()} (Access-Control-Allow-Methods: ${header(pre, 'access-control-allow-methods') ?? 'missing'})`
              : undefined));
    out.push(verdict('cors', `preflight for ${op.method.toUpperCase()} with X-API-Key`, pre, problem));
  }
  if (op.method === 'get') {
    const head = await sendAs(target, op, args, 'HEAD', {});
    const problem = head.response.networkError
      ? `no HTTP response: ${head.response.networkError}`
      : head.response.status !== probe.response.status
        ? `HEAD answered ${head.response.status}, GET ${probe.response.status}`
        : head.response.text.length
          ? `HEAD answered with a body of ${head.response.text.length} bytes`
          : undefined;
    out.push(verdict('head', 'HEAD answers as GET, without a body', head, problem));
  }
  return out;
}

async function jsonRpc(target: ApiTarget, op: Operation, args: Obj, probe: Exchange): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  const echo = (ex: Exchange, id: unknown, status?: number): string | undefined => {
    const r = ex.response;
    if (status !== undefined && r.status !== status)
      return `JSON-RPC answered ${r.status || r.networkError}, its REST twin ${status}`;
    const body = r.json as Obj | undefined;
    if (!body || typeof body !== 'object') return 'JSON-RPC answer is not a JSON object';
    if (r.status >= 400) {
      const env = envelopeProblem('v2', r.status, body);
      if (env) return `error envelope: ${env}`;
    }
    if (body.jsonrpc !== '2.0') return `"jsonrpc" is ${JSON.stringify(body.jsonrpc)}, expected "2.0" (v2 D11)`;
    if (!('id' in body) || !isDeepStrictEqual(body.id, id))
      return `id ${JSON.stringify(id)} (${id === null ? 'null' : typeof id}) came back as ${'id' in body ? `${JSON.stringify(body.id)} (${body.id === null ? 'null' : typeof body.id})` : 'nothing'} (v2 D11)`;
    return undefined;
  };
  if (op === target.rpcOp) {
    const unknown = await rpcCall(target, op, 41, {}, 'conformanceNoSuchMethod');
    out.push(verdict('jsonrpc', 'unknown method is 404 with the id echoed', unknown, echo(unknown, 41, 404)));
    const unreadable = await target.call(op, {
      rawBody: '{"jsonrpc":"2.0","id":5,',
      headers: { 'content-type': 'application/json' },
    });
    out.push(
      verdict(
        'jsonrpc',
        'an unreadable body is 400 with id null (D11)',
        unreadable,
        unreadable.response.status !== 400
          ? `answered ${unreadable.response.status}, expected 400`
          : echo(unreadable, null),
      ),
    );
    const missing = await rpcCall(target, op, 'm-1', {}, '');
    out.push(
      verdict(
        'jsonrpc',
        'empty method is 422 with the id echoed',
        missing,
        missing.response.status === 404 || missing.response.status === 422
          ? echo(missing, 'm-1')
          : `answered ${missing.response.status}, expected 422`,
      ),
    );
    return out;
  }
  if (!ownsRpcMethod(target, op)) return out;
  const restStatus = probe.response.status;
  for (const id of [7, 'c-7', null]) {
    const ex = await rpcCall(target, op, id, args);
    out.push(
      verdict(
        'jsonrpc',
        `id ${JSON.stringify(id)} echoed on ${restStatus < 400 ? 'success' : 'the answer'}`,
        ex,
        echo(ex, id, restStatus),
      ),
    );
  }
  // Invalid params: answered as the REST operation answers them.
  const required = fieldsOf(op).find((f) => f.required && f.name in args)?.name;
  const addr = addressFields(op)[0];
  const invalid = required
    ? (({ [required]: _, ...rest }) => rest)(args)
    : addr
      ? { ...args, [addr.name]: isArraySchema(addr.schema) ? ['not-an-address'] : 'not-an-address' }
      : undefined;
  if (invalid) {
    const rest = await target.call(op, { args: invalid });
    for (const id of ['e-1', 0, null]) {
      const ex = await rpcCall(target, op, id, invalid);
      out.push(
        verdict(
          'jsonrpc',
          `invalid params answered like REST (${rest.response.status}), id ${JSON.stringify(id)} echoed`,
          ex,
          rest.response.status < 400 ? undefined : echo(ex, id, rest.response.status),
        ),
      );
    }
  }
  const arrayParams = await rpcCall(target, op, 3, [1]);
  out.push(
    verdict('jsonrpc', 'non-empty array params are 422 (v2 D13), id echoed', arrayParams, echo(arrayParams, 3, 422)),
  );
  return out;
}

async function errorTexts(target: ApiTarget, op: Operation, args: Obj, o: ProtocolOptions): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  for (const f of addressFields(op)) {
    const bad = { ...args, [f.name]: isArraySchema(f.schema) ? ['not-an-address'] : 'not-an-address' };
    const transports: Array<'own' | 'jsonrpc'> = ['own'];
    if (ownsRpcMethod(target, op)) transports.push('jsonrpc');
    for (const t of transports) {
      const ex = t === 'jsonrpc' ? await rpcCall(target, op, 1, bad) : await target.call(op, { args: bad });
      out.push(
        verdict(
          'error-text',
          `422 "failed to parse address" for ${f.name} over ${t === 'own' ? op.method.toUpperCase() : 'JSON-RPC'}`,
          ex,
          errorText(op.api, ex, 422),
        ),
      );
    }
  }
  if (!missingTags(o.profile, ['auth'], o.network).length) {
    const ex = await target.call(op, { args, apiKey: 'conformance-unknown-key-0000', headers: { origin: ORIGIN } });
    out.push(verdict('error-text', '401 "API key does not exist" for an unknown key', ex, errorText(op.api, ex, 401)));
    // Gateway answers come before routing; browsers still need the CORS header to read them.
    out.push(verdict('cors', 'Access-Control-Allow-Origin on a 401', ex, allowOrigin(ex)));
    if (op.method === 'get') {
      // The key may also come as the api_key query parameter (v2 D9, v3 D2).
      const q = await target.call(op, { args: { ...args, api_key: 'conformance-unknown-key-0000' }, noApiKey: true });
      out.push(
        verdict(
          'error-text',
          '401 "API key does not exist" for an unknown api_key query parameter',
          q,
          errorText(op.api, q, 401),
        ),
      );
    }
    if (o.otherNetworkKey) {
      const other = await target.call(op, { args, apiKey: o.otherNetworkKey });
      out.push(
        verdict(
          'error-text',
          '403 "Network not allowed" for a key of another network',
          other,
          errorText(op.api, other, 403),
        ),
      );
    } else
      out.push(
        skipped(
          'error-text',
          '403 "Network not allowed"',
          'needs a key issued for another network (--other-network-key)',
        ),
      );
  }
  return out;
}

/**
 * The gateway on every transport and key form, once per API: on its first GET operation without required
 * parameters (and, where a v3 path has no POST twin, the first POST operation with valid arguments).
 */
async function gateway(target: ApiTarget, op: Operation, args: Obj, o: ProtocolOptions): Promise<CheckResult[]> {
  const first = target.ops.find((x) => x.method === 'get' && !x.params.some((p) => p.required));
  if (op !== first) return [];
  const post = target.postTwin(op)
    ? undefined
    : target.ops
        .filter((x) => x.method === 'post' && !/^send|message$/i.test(x.operationId))
        .map((x) => ({ x, v: validArgs(x, o.data) }))
        .find(({ v }) => !v.missing.length);
  return gatewayChecks(target, carriers(target, op, args, post?.x, post?.v.args), {
    profile: o.profile,
    network: o.network,
    apiKey: o.apiKey,
    otherNetworkKey: o.otherNetworkKey,
  });
}

/** Every protocol-level check that applies to the operation. `args` is a valid request, `probe` its answer. */
export async function protocolChecks(
  target: ApiTarget,
  op: Operation,
  args: Obj,
  probe: Exchange,
  o: ProtocolOptions,
): Promise<CheckResult[]> {
  return [
    ...(await httpHygiene(target, op, args, probe)),
    ...(target.api === 'v2' ? await jsonRpc(target, op, args, probe) : []),
    ...(await errorTexts(target, op, args, o)),
    ...(await gateway(target, op, args, o)),
    ...(await inputForms(target, op, args, probe)),
    ...(await addressChecks(target, op, o.data, o.network)),
  ];
}
