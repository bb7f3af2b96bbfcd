/**
 * The classified mainnet traces of ton-indexer's test suite: rows (LZ4 frame + msgpack) → TraceInput, and
 * its YAML expectation rules (order-free lists, key-by-key maps, `{{ … }}` conditions) → pass/fail per entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@msgpack/msgpack';
import lz4 from 'lz4js';
import { parse } from 'yaml';
import type { Action, TraceInput } from './model.ts';

type Row = Record<string, unknown>;
const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as number | bigint));

export function loadTrace(file: string): TraceInput {
  const d = decode(lz4.decompress(readFileSync(file)), { useBigInt64: true }) as {
    trace: Row;
    transactions: Row[];
    interfaces: TraceInput['interfaces'];
  };
  const t = d.trace;
  return {
    trace_id: String(t.trace_id),
    end_lt: BigInt(t.end_lt as bigint),
    end_utime: Number(t.end_utime),
    mc_seqno_end: t.mc_seqno_end === null ? null : Number(t.mc_seqno_end),
    external_hash: (t.external_hash as string | null) ?? null,
    interfaces: d.interfaces ?? {},
    transactions: d.transactions.map((x) => ({
      hash: String(x.hash),
      lt: BigInt(x.lt as bigint),
      now: Number(x.now),
      account: String(x.account),
      aborted: (x.aborted as boolean | null) ?? null,
      compute_exit_code:
        x.compute_exit_code === null || x.compute_exit_code === undefined ? null : Number(x.compute_exit_code),
      orig_status: String(x.orig_status),
      end_status: String(x.end_status),
      descr: String(x.descr),
      is_tock: (x.is_tock as boolean | null) ?? null,
      messages: (x.messages as Row[]).map((m) => ({
        msg_hash: String(m.msg_hash),
        direction: m.direction as 'in' | 'out',
        source: (m.source as string | null) ?? null,
        destination: (m.destination as string | null) ?? null,
        value: big(m.value),
        opcode: m.opcode === null || m.opcode === undefined ? null : Number(m.opcode),
        created_lt: big(m.created_lt),
        bounced: (m.bounced as boolean | null) ?? null,
        body: ((m.message_content as Row | null)?.body as string | undefined) ?? null,
        init_state: m.init_state != null,
      })),
    })),
  };
}

export interface ExpectedAction {
  type: string;
  selector?: string;
  values: Record<string, unknown>;
}
export interface Case {
  file: string;
  name: string;
  traceId: string;
  expected: ExpectedAction[];
}

export function loadCases(dir: string): Case[] {
  const out: Case[] = [];
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.yaml'))
    .sort()) {
    const doc = parse(readFileSync(join(dir, f), 'utf8'), { intAsBigInt: true }) as {
      cases?: Record<string, { 'trace-id': string; 'expected-actions': ExpectedAction[] }>;
    } | null;
    for (const [name, c] of Object.entries(doc?.cases ?? {}))
      out.push({ file: f, name, traceId: c['trace-id'], expected: c['expected-actions'] ?? [] });
  }
  return out;
}

/** A dotted path into an action; `name[i]` picks a list item (the YAML's `jetton_swap_data.peer_swaps[0]`). */
const get = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => {
    const m = k.match(/^(.*)\[(\d+)\]$/);
    const v = o && typeof o === 'object' ? (o as Row)[m ? m[1]! : k] : undefined;
    return m ? (Array.isArray(v) ? v[Number(m[2])] : undefined) : v;
  }, obj);
const norm = (v: unknown): unknown =>
  typeof v === 'bigint' || typeof v === 'number' ? v.toString() : v === undefined ? null : v;

/** A tiny evaluator for the conditions the YAML uses: `a == b`, `a != b`, `and`, `or`, `|length`, None/True/False, numbers, 'strings'. */
export function evalCondition(expr: string, value: unknown): boolean | undefined {
  const inner = expr
    .trim()
    .replace(/^\{\{\s*/, '')
    .replace(/\s*\}\}$/, '');
  const atom = (s: string): unknown => {
    s = s.trim();
    if (s === 'None') return null;
    if (s === 'True') return true;
    if (s === 'False') return false;
    if (/^'.*'$/.test(s)) return s.slice(1, -1);
    if (/^0x[0-9a-f]+$/i.test(s)) return BigInt(s).toString();
    if (/^-?\d+$/.test(s)) return s;
    const len = s.match(/^value(\.[\w.]+)?\|length$/);
    if (len) {
      const v = len[1] ? get(value, len[1].slice(1)) : value;
      return Array.isArray(v) ? String(v.length) : undefined;
    }
    const p = s.match(/^value(\.[\w.]+)?$/);
    if (p) return norm(p[1] ? get(value, p[1].slice(1)) : value);
    throw new Error(`unsupported: ${s}`);
  };
  const cmp = (s: string): boolean => {
    const m = s.match(/^(.*?)\s*(==|!=)\s*(.*)$/);
    if (!m) throw new Error(`unsupported: ${s}`);
    const eq = JSON.stringify(atom(m[1]!)) === JSON.stringify(atom(m[3]!));
    return m[2] === '==' ? eq : !eq;
  };
  try {
    return inner.split(/\s+or\s+/).some((alt) => alt.split(/\s+and\s+/).every(cmp));
  } catch {
    return undefined;
  }
}

export function matches(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'string' && /^\{\{.*\}\}$/s.test(expected.trim()))
    return evalCondition(expected, actual) === true;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    return expected.every((e) => actual.some((a) => matches(e, a)));
  }
  if (expected && typeof expected === 'object')
    return Object.entries(expected).every(([k, v]) => matches(v, get(actual, k)));
  return JSON.stringify(norm(expected)) === JSON.stringify(norm(actual));
}

/** The entry's action: the one of that type (exactly one) or the one its selector picks. */
export function checkEntry(entry: ExpectedAction, actions: Action[]): { ok: boolean; reason?: string } {
  let candidates = actions.filter((a) => a.type === entry.type);
  if (entry.selector) candidates = candidates.filter((a) => evalCondition(entry.selector!, a) === true);
  if (candidates.length !== 1) return { ok: false, reason: `${candidates.length} actions of type ${entry.type}` };
  // As stored (actions/store.ts), an action's mc_seqno_end is its trace's.
  const a = { ...candidates[0]!, mc_seqno_end: candidates[0]!.trace_mc_seqno_end };
  const bad = Object.entries(entry.values ?? {})
    .filter(([k, v]) => !matches(v, get(a, k)))
    .map(([k]) => k);
  return bad.length ? { ok: false, reason: `fields differ: ${bad.join(', ')}` } : { ok: true };
}
