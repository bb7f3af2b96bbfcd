// Address forms, judged against what @ton/core computes from the same address: the b64 and b64url
// alphabets, the bounceable and test-only flags of v2's detectAddress/packAddress/unpackAddress
// (v2 D18), and v3 address_book user-friendly forms (v3 D8: url-safe, non-bounceable for wallets
// and accounts without code, test-only on testnet), plus every raw address of a v3 answer being in
// its address_book.
import { at } from '../values.ts';
import { Address } from '@ton/core';
import type { Discovered } from '../discovery.ts';
import type { ApiTarget } from '../target.ts';
import type { CheckResult, Exchange, Operation } from '../types.ts';
import { skipped, verdict, type Obj } from './protocol-support.ts';

const RAW = /^-?\d+:[0-9a-fA-F]{64}$/;

interface Form {
  input: string;
  bounceable: boolean;
  testOnly: boolean;
  urlSafe: boolean;
  friendly: boolean;
}

function formsOf(a: Address): Form[] {
  const f = (bounceable: boolean, testOnly: boolean, urlSafe: boolean): Form => ({
    input: a.toString({ bounceable, testOnly, urlSafe }),
    bounceable,
    testOnly,
    urlSafe,
    friendly: true,
  });
  return [
    { input: a.toRawString(), bounceable: true, testOnly: false, urlSafe: true, friendly: false },
    f(true, false, true),
    f(false, true, false),
    f(false, false, true),
  ];
}

const result = (ex: Exchange): unknown =>
  ex.response.status === 200 ? (ex.response.json as Obj | undefined)?.result : undefined;

async function v2Forms(target: ApiTarget, op: Operation, address: Address): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  const kind = op.operationId.replace(/Post$/, '');
  for (const form of formsOf(address)) {
    const ex = await target.call(op, { args: { address: form.input } });
    const r = result(ex);
    const name = `${kind} of ${form.friendly ? `${form.bounceable ? '' : 'non-'}bounceable${form.testOnly ? ' test-only' : ''} ${form.urlSafe ? 'b64url' : 'b64'}` : 'raw'} input`;
    let problem: string | undefined;
    if (r === undefined) problem = `expected 200 with a result, got ${ex.response.status}`;
    else if (kind === 'detectAddress') {
      const v = (b: boolean) => ({
        b64: address.toString({ bounceable: b, testOnly: form.testOnly, urlSafe: false }),
        b64url: address.toString({ bounceable: b, testOnly: form.testOnly, urlSafe: true }),
      });
      const want = {
        raw_form: address.toRawString(),
        bounceable: v(true),
        non_bounceable: v(false),
        given_type: form.friendly ? (form.bounceable ? 'friendly_bounceable' : 'friendly_non_bounceable') : 'raw_form',
        test_only: form.testOnly,
      };
      const got = {
        raw_form: at(r, 'raw_form'),
        bounceable: { b64: at(r, 'bounceable', 'b64'), b64url: at(r, 'bounceable', 'b64url') },
        non_bounceable: { b64: at(r, 'non_bounceable', 'b64'), b64url: at(r, 'non_bounceable', 'b64url') },
        given_type: at(r, 'given_type'),
        test_only: at(r, 'test_only'),
      };
      const diffs = Object.entries(want)
        .filter(([k, w]) => JSON.stringify(w) !== JSON.stringify((got as Obj)[k]))
        .map(([k, w]) => `${k}: ${JSON.stringify((got as Obj)[k])}, expected ${JSON.stringify(w)}`);
      problem = diffs.length ? diffs.join('; ') : undefined;
    } else if (kind === 'packAddress') {
      // Friendly input keeps its flags; raw input becomes bounceable mainnet; always url-safe (v2 D18).
      const want = address.toString({ urlSafe: true, bounceable: form.bounceable, testOnly: form.testOnly });
      problem = r === want ? undefined : `packAddress gave ${JSON.stringify(r)}, expected ${want}`;
    } else if (kind === 'unpackAddress') {
      problem =
        typeof r === 'string' && r.toLowerCase() === address.toRawString().toLowerCase()
          ? undefined
          : `unpackAddress gave ${JSON.stringify(r)}, expected ${address.toRawString()}`;
    }
    out.push(verdict('address-forms', name, ex, problem));
  }
  return out;
}

/** Raw addresses of a v3 answer's records (not of decoded payloads): each must have an address_book entry. */
export function addressBookProblem(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const book = (body as Obj).address_book;
  if (!book || typeof book !== 'object') return undefined;
  const missing = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (RAW.test(v) && !(v in (book as Obj))) missing.add(v);
      return;
    }
    if (Array.isArray(v)) {
      v.forEach(walk);
      return;
    }
    // Addresses inside decoded message bodies are payload, not records: the book does not cover them.
    if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        if (!/^(address_book|metadata|message_content|decoded.*)$/.test(k)) walk(x);
  };
  walk(body);
  return missing.size
    ? `${missing.size} address(es) of the answer have no address_book entry, e.g. ${[...missing][0]}`
    : undefined;
}

async function v3Book(target: ApiTarget, op: Operation, d: Discovered, network: string): Promise<CheckResult[]> {
  // Known kinds from the local network's accounts: wallets are non-bounceable, contracts with code bounceable.
  const known = [
    ...d.local
      .filter((a) => a.kind === 'wallet')
      .slice(0, 1)
      .map((a) => ({ raw: a.address, bounceable: false as boolean | undefined })),
    ...d.local
      .filter((a) => /minter|collection/.test(a.kind))
      .slice(0, 1)
      .map((a) => ({ raw: a.address, bounceable: true as boolean | undefined })),
  ];
  if (!known.length) known.push(...d.accounts.slice(0, 2).map((raw) => ({ raw, bounceable: undefined })));
  if (!known.length)
    return [skipped('address-forms', 'address_book user_friendly', 'no account discovered on the target')];
  const ex = await target.call(op, { args: { address: known.map((k) => k.raw) } });
  const book =
    ex.response.status === 200 ? (ex.response.json as Record<string, { user_friendly?: unknown }>) : undefined;
  const out: CheckResult[] = [];
  for (const k of known) {
    const a = Address.parseRaw(k.raw);
    const entry =
      book?.[k.raw] ??
      book?.[k.raw.toUpperCase()] ??
      Object.entries(book ?? {}).find(([key]) => key.toLowerCase() === k.raw.toLowerCase())?.[1];
    const uf = entry?.user_friendly;
    const form = (b: boolean) => a.toString({ urlSafe: true, bounceable: b, testOnly: network === 'testnet' });
    const allowed = k.bounceable === undefined ? [form(true), form(false)] : [form(k.bounceable)];
    const what = k.bounceable === undefined ? 'an account' : k.bounceable ? 'a contract with code' : 'a wallet';
    const problem = !book
      ? `expected 200, got ${ex.response.status}`
      : !entry
        ? `no address_book entry for ${k.raw}`
        : !allowed.includes(uf as string)
          ? `user_friendly of ${what} is ${JSON.stringify(uf)}, expected ${allowed.join(' or ')} (v3 D8)`
          : undefined;
    out.push(verdict('address-forms', `address_book user_friendly of ${what}`, ex, problem));
  }
  return out;
}

export async function addressChecks(
  target: ApiTarget,
  op: Operation,
  d: Discovered,
  network: string,
): Promise<CheckResult[]> {
  if (target.api === 'v2' && /^(detectAddress|packAddress|unpackAddress)(Post)?$/.test(op.operationId)) {
    const raw = d.local.find((a) => a.kind === 'wallet')?.address ?? d.accounts[0];
    if (!raw) return [skipped('address-forms', op.operationId, 'no account discovered on the target')];
    return v2Forms(target, op, Address.parseRaw(raw));
  }
  if (target.api === 'v3' && op.path === '/addressBook') return v3Book(target, op, d, network);
  return [];
}
