// Everything before the first measured request: the profile and templates from load/profiles, the
// dataset discovered on the target, signed transfers for a local network, and the templates that
// cannot be sent (with the reason, reported).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { missingData, type Bases, type Dataset } from '../shared/dataset.ts';
import { discoverAsync, type Answer, type Ask } from '../shared/discovery.ts';
import { parseDuration, profileProblems, type Profile, type Templates } from '../shared/profile.ts';
import { feeQueries, signingWallets, transfers, type LocalAccount } from './transfers.ts';
import { arrivalOffsets } from './schedule.ts';

export const profilesDir = fileURLToPath(new URL('../profiles/', import.meta.url));

export function loadTemplates(): Templates {
  return JSON.parse(readFileSync(`${profilesDir}templates.json`, 'utf8')) as Templates;
}

/** A profile by name (load/profiles/<name>.json) or by path; refused with every problem listed. */
export function loadProfile(nameOrPath: string, templates = loadTemplates()): Profile {
  const file = existsSync(nameOrPath) ? nameOrPath : `${profilesDir}${nameOrPath}.json`;
  if (!existsSync(file)) throw new Error(`profile "${nameOrPath}" not found (looked for ${file})`);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const problems = profileProblems(profile, templates);
  if (problems.length) throw new Error(`profile ${file} is not usable:\n  - ${problems.join('\n  - ')}`);
  return profile;
}

/**
 * The profile at another constant rate and/or duration (`--rate`, `--duration`): same mix and
 * thresholds, named after the rate so reports say what ran. The in-flight limit grows with the rate.
 */
export function retuned(p: Profile, o: { rate?: number; duration?: string }, templates: Templates): Profile {
  if (o.rate === undefined && o.duration === undefined) return p;
  if (p.arrival.executor !== 'constant-arrival-rate')
    throw new Error(
      `--rate and --duration apply to constant-arrival-rate profiles; ${p.name} is ${p.arrival.executor}`,
    );
  if (o.rate !== undefined && !(Number.isFinite(o.rate) && o.rate > 0))
    throw new Error('--rate must be a positive number of requests per second');
  const rate = o.rate ?? p.arrival.rate;
  const scale = Math.max(1, rate / p.arrival.rate);
  const arrival = {
    ...p.arrival,
    rate,
    timeUnit: o.rate !== undefined ? '1s' : p.arrival.timeUnit,
    duration: o.duration ?? p.arrival.duration,
    preAllocatedVUs: Math.ceil(p.arrival.preAllocatedVUs * scale),
    maxVUs: Math.ceil(p.arrival.maxVUs * scale),
  };
  const out: Profile = { ...p, name: o.rate !== undefined ? `${p.name}-${rate}rps` : p.name, arrival };
  const problems = profileProblems(out, templates);
  if (problems.length) throw new Error(problems.join('; '));
  return out;
}

export function httpAsk(apiKey?: string, timeoutMs = 20_000): (a: Ask) => Promise<Answer> {
  return async (a) => {
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (apiKey) headers['x-api-key'] = apiKey;
      if (a.body) headers['content-type'] = 'application/json';
      const res = await request(a.url, {
        method: a.method,
        headers,
        body: a.body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const text = await res.body.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.statusCode, json };
    } catch {
      return { status: 0, json: undefined };
    }
  };
}

export interface PrepareOptions {
  profile: Profile;
  templates: Templates;
  bases: Bases;
  apiKey?: string;
  /** the accounts file of a local network (devnet --accounts-out) */
  accounts?: LocalAccount[];
  /** the target is a local network: sendBoc/estimateFee templates may run */
  local: boolean;
}

export interface Prepared {
  dataset: Dataset;
  excluded: Record<string, string>;
}

export async function prepare(o: PrepareOptions): Promise<Prepared> {
  const used = new Set(o.profile.mix.map((m) => o.templates[m.template]!.api));
  const known = o.accounts
    ? {
        accounts: o.accounts.map((a) => a.address),
        wallets: o.accounts.filter((a) => a.kind === 'wallet').map((a) => a.address),
      }
    : undefined;
  const dataset = await discoverAsync(
    { v2: used.has('v2') ? o.bases.v2 : undefined, v3: used.has('v3') ? o.bases.v3 : undefined, known },
    httpAsk(o.apiKey),
  );

  const sendShare = shareOf(o.profile, o.templates, 'sendBoc');
  if (o.local && o.accounts && (sendShare > 0 || shareOf(o.profile, o.templates, 'estimateFee') > 0)) {
    const wallets = await signingWallets(o.accounts);
    const seqnos = new Map<string, number>();
    for (const w of wallets) {
      const info = await httpAsk(o.apiKey)({
        method: 'GET',
        url: `${o.bases.v2}/getWalletInformation?address=${encodeURIComponent(w.address)}`,
      });
      const seqno = (info.json as { result?: { seqno?: unknown } } | undefined)?.result?.seqno;
      seqnos.set(w.address, typeof seqno === 'number' ? seqno : 0);
    }
    const planned = countArrivals(o.profile);
    dataset.transfers = transfers(wallets, seqnos, Math.ceil(planned * sendShare) + 5);
    dataset.fees = feeQueries(wallets, seqnos);
  }

  const excluded: Record<string, string> = {};
  for (const { template } of o.profile.mix) {
    const t = o.templates[template]!;
    if (t.localOnly && !o.local)
      excluded[template] =
        'local networks only (it broadcasts or signs with the local mnemonic); the target is not local';
    else if (!o.bases[t.api]) excluded[template] = `no ${t.api} base URL given`;
    else {
      const missing = missingData(t, dataset);
      if (missing.length)
        excluded[template] =
          `no ${missing.join(', ')} found on the target${t.localOnly && !o.accounts ? ' (needs the local accounts file)' : ''}`;
    }
  }
  return { dataset, excluded };
}

function shareOf(p: Profile, templates: Templates, operationId: string): number {
  const total = p.mix.reduce((a, m) => a + m.weight, 0);
  return (
    p.mix.filter((m) => templates[m.template]!.operationId === operationId).reduce((a, m) => a + m.weight, 0) / total
  );
}

function countArrivals(p: Profile): number {
  let n = 0;
  for (const _ of arrivalOffsets(p.arrival)) n++;
  // The warm-up runs at the first rate and uses transfers too.
  const first = p.arrival.executor === 'constant-arrival-rate' ? p.arrival.rate : Math.max(p.arrival.startRate, 1);
  return n + (p.warmup ? Math.ceil((first * parseDuration(p.warmup)) / 1000) : 0);
}
