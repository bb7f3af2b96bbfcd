// How input may be spelled, from the contract's general rules: unknown input is ignored by v2 (D4); an
// unknown v3 query key is ignored, or refused with 422 by a strict deployment (D3); an ignored query key is
// named in the answer's X-Ignored-Parameters (both APIs), a declared one never; an unknown v3 body
// field is refused (D16); v2 booleans read true/false, 1/0, yes/no and 64-bit body values are a
// decimal string or a JSON integer (D8). A valid request written another allowed way must be
// answered as the plain one.
import type { ApiTarget } from '../target.ts';
import type { CheckResult, Exchange, JsonSchema, Operation } from '../types.ts';
import { fieldsOf, isSendOperation, ownsRpcMethod, rpcCall, verdict, type Obj } from './protocol-support.ts';
import { envelopeProblem } from './response.ts';

const same = (ex: Exchange, probe: Exchange, what: string): string | undefined =>
  ex.response.status === probe.response.status
    ? undefined
    : `${what} answered ${ex.response.status || ex.response.networkError}, the plain request ${probe.response.status}`;

/** A 64-bit field that takes both a decimal string and a JSON integer (v2 D8). */
function stringOrInteger(schema: JsonSchema): boolean {
  if (typeof schema !== 'object') return false;
  const alts = ((schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined) ?? [];
  return alts.some((a) => a.type === 'string') && alts.some((a) => a.type === 'integer');
}

function swapped(op: Operation, args: Obj): Obj | undefined {
  const out = { ...args };
  let changed = false;
  for (const f of fieldsOf(op).filter((x) => x.inBody && stringOrInteger(x.schema))) {
    const v = out[f.name];
    if (typeof v === 'string' && /^-?\d+$/.test(v) && Number.isSafeInteger(Number(v))) {
      out[f.name] = Number(v);
      changed = true;
    } else if (typeof v === 'number') {
      out[f.name] = String(v);
      changed = true;
    }
  }
  return changed ? out : undefined;
}

/** The query keys an answer's `X-Ignored-Parameters` names (v3 D3, v2 D4), decoded; undefined without the header. */
function ignoredNames(ex: Exchange): string[] | undefined {
  const header = Object.entries(ex.response.headers).find(([k]) => k.toLowerCase() === 'x-ignored-parameters')?.[1];
  if (header === undefined) return undefined;
  return header.split(',').map((name) => {
    try {
      return decodeURIComponent(name.trim());
    } catch {
      return name.trim();
    }
  });
}

/**
 * A lenient answer names the query keys it ignored, and only those: an extra key ignored without a word is a
 * silent wider answer, and a declared parameter named as ignored is a filter the server did not apply.
 */
function announcement(op: Operation, ex: Exchange, probe: Exchange, extra: string): CheckResult[] {
  const declared = new Set(op.params.filter((p) => p.in === 'query').map((p) => p.name));
  const named = (probe.response.headers && ignoredNames(probe)) ?? [];
  const out = [
    verdict(
      'input-forms',
      'no declared query parameter is announced as ignored (v3 D3, v2 D4)',
      probe,
      named.some((n) => declared.has(n))
        ? `X-Ignored-Parameters names declared parameter(s) ${named.filter((n) => declared.has(n)).join(', ')}: they were not applied`
        : undefined,
    ),
  ];
  if (ex.response.status < 400) {
    const names = ignoredNames(ex);
    out.push(
      verdict(
        'input-forms',
        'an ignored query key is named in X-Ignored-Parameters (v3 D3, v2 D4)',
        ex,
        names === undefined
          ? `the unknown key ${extra} was ignored without an X-Ignored-Parameters header`
          : names.includes(extra)
            ? undefined
            : `X-Ignored-Parameters is ${JSON.stringify(names.join(', '))}, without the ignored ${extra}`,
      ),
    );
  }
  return out;
}

export async function inputForms(target: ApiTarget, op: Operation, args: Obj, probe: Exchange): Promise<CheckResult[]> {
  if (isSendOperation(op) || op === target.rpcOp) return [];
  const out: CheckResult[] = [];
  const extra = op.method === 'get' || !op.body ? 'conformance_extra' : 'conformance_extra_field';
  const ex = await target.call(op, { args: { ...args, [extra]: '1' } });
  if (op.method === 'get' && probe.response.status < 400) out.push(...announcement(op, ex, probe, extra));
  if (target.api === 'v2')
    out.push(
      verdict(
        'input-forms',
        `unknown ${op.method === 'get' ? 'query parameter' : 'body field'} ignored (v2 D4)`,
        ex,
        same(ex, probe, `an extra ${extra}`),
      ),
    );
  else if (op.method === 'get') {
    // both behaviours conform (D3): answered as if absent, or refused with 422 in the v3 body
    const problem =
      ex.response.status === 422 ? envelopeProblem('v3', 422, ex.response.json) : same(ex, probe, `an extra ${extra}`);
    out.push(
      verdict('input-forms', 'unknown query parameter ignored, or 422 on a strict deployment (v3 D3)', ex, problem),
    );
  } else {
    const problem =
      ex.response.status !== 422
        ? `an unknown body field answered ${ex.response.status}, expected 422 (v3 D16)`
        : envelopeProblem('v3', 422, ex.response.json);
    out.push(verdict('input-forms', 'unknown body field refused (v3 D16)', ex, problem));
  }
  if (target.api !== 'v2' || probe.response.status >= 400) return out;
  for (const p of op.params.filter(
    (x) => x.in === 'query' && typeof x.schema === 'object' && x.schema.type === 'boolean',
  )) {
    for (const spelling of ['true', 'false', '1', '0', 'yes', 'no']) {
      const b = await target.call(op, { args: { ...args, [p.name]: spelling } });
      out.push(
        verdict(
          'input-forms',
          `${p.name}=${spelling} read as a boolean (v2 D8)`,
          b,
          same(b, probe, `${p.name}=${spelling}`),
        ),
      );
    }
  }
  const own = op.body ? swapped(op, args) : undefined;
  if (own) {
    const b = await target.call(op, { args: own });
    out.push(
      verdict(
        'input-forms',
        '64-bit body values as the other allowed JSON type (v2 D8)',
        b,
        same(b, probe, 'the other JSON type'),
      ),
    );
  }
  const twin = target.postTwin(op) ?? op;
  const rpcArgs = ownsRpcMethod(target, op) ? swapped(twin, args) : undefined;
  if (rpcArgs) {
    const b = await rpcCall(target, op, 1, rpcArgs);
    out.push(
      verdict(
        'input-forms',
        '64-bit JSON-RPC params as the other allowed JSON type (v2 D8)',
        b,
        same(b, probe, 'the other JSON type over JSON-RPC'),
      ),
    );
  }
  return out;
}
