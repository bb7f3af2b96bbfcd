// The suite proves its own power: each mutant of test/mutants.ts, planted by a proxy in front of the
// REAL reference servers on a local network, must make the check named for it fail on an operation
// where that check passes without the mutant. The stack starts once; each mutant runs the suite only
// on the operations it affects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccounts } from '../../devnet/wallets.ts';
import { canaryMetrics, runCanary, serveCanaryMetrics } from '../src/canary.ts';
import { discover, type Discovered } from '../src/discovery.ts';
import { LOCAL_PROFILE } from '../src/local/run.ts';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { runConformance } from '../src/runner.ts';
import { ApiTarget } from '../src/target.ts';
import type { Report } from '../src/types.ts';
import { MUTANTS, type Mutant } from './mutants.ts';
import { edit, path } from './mutants/support.ts';
import { mutantProxy, type MutantProxy } from './support/mutant-proxy.ts';

const FUZZING = new Set(['boundary-fuzz', 'negative-fuzz']);
const fuzzes = (m: Mutant): boolean => FUZZING.has(m.caughtBy.check);

/** `api/operationId|check|name` of every failed check. */
function failures(r: Report): Set<string> {
  return new Set(
    r.operations.flatMap((o) =>
      o.checks.filter((c) => c.outcome === 'fail').map((c) => `${o.api}/${o.operationId}|${c.check}|${c.name}`),
    ),
  );
}

// MUTANTS=<regex> plants only the mutants whose id matches (e.g. MUTANTS=^stream- while working on streaming).
const chosen = process.env.MUTANTS ? MUTANTS.filter((m) => new RegExp(process.env.MUTANTS!).test(m.id)) : MUTANTS;

describe('every planted mutant is caught by the check named for it (reference servers on a local network)', () => {
  let stack: LocalStack;
  let proxy: MutantProxy;
  let data: Discovered;
  let baseline: Set<string>;
  const run = (only: string, fuzz: boolean): Promise<Report> =>
    runConformance({
      v2: `${proxy.url}/api/v2`,
      v3: `${proxy.url}/api/v3`,
      streaming: `${proxy.url}/api/streaming/v2`,
      apiKey: stack.apiKey,
      otherNetworkKey: stack.otherNetworkKey,
      secondApiKey: stack.secondApiKey,
      webhookReceiver: {},
      network: 'local',
      accountsFile: stack.accountsFile,
      profile: LOCAL_PROFILE,
      seed: 7,
      fuzzRuns: fuzz ? 6 : 0,
      only,
      discovered: data,
      progress: false,
      concurrency: 4,
    });

  beforeAll(async () => {
    // A mutant that swallows deletes leaves its run's webhooks on the server: with the deployment's per-key limits
    // the runs after it (and its own delete check) could no longer create the webhooks they judge.
    process.env.WEBHOOK_MAX_PER_KEY ??= '10000';
    process.env.WEBHOOK_MAX_ADDRESSES_PER_KEY ??= '1000000';
    stack = await startLocalStack();
    proxy = await mutantProxy({ '/api/v3': new URL(stack.v3).origin, '/api/v2': new URL(stack.v2).origin });
    const http = { apiKey: stack.apiKey };
    data = await discover(
      ApiTarget.load('v2', stack.v2, http),
      ApiTarget.load('v3', stack.v3, http),
      [],
      readAccounts(stack.accountsFile),
    );
    // What fails without any mutant (on a server with known bugs) does not count as catching one.
    const active = chosen.filter((m) => !m.pending);
    const only = (ms: Mutant[]) => ms.map((m) => `(${m.only})`).join('|');
    const [plain, fuzzed] = await Promise.all([
      run(only(active.filter((m) => !fuzzes(m))), false),
      // no pattern would mean every operation: without fuzzing mutants there is no fuzzing baseline
      active.some(fuzzes) ? run(only(active.filter(fuzzes)), true) : undefined,
    ]);
    baseline = new Set([...failures(plain), ...(fuzzed ? failures(fuzzed) : [])]);
    // The reference server should pass everything; what fails here hides a mutant caught by that check.
    if (baseline.size)
      console.warn(
        `failing without any mutant:\n${[plain, fuzzed]
          .flatMap((r) => r?.operations ?? [])
          .flatMap((o) =>
            o.checks
              .filter((c) => c.outcome === 'fail')
              .map((c) => `${o.api}/${o.operationId} ${c.check} ${c.name}: ${String(c.message).slice(0, 300)}`),
          )
          .join('\n')}`,
      );
  }, 240_000);
  afterAll(async () => {
    await proxy?.close();
    await stack?.stop();
  });

  it('lists at least 40 distinct mutants, each with a description and operations', () => {
    expect(new Set(MUTANTS.map((m) => m.id)).size).toBe(MUTANTS.length);
    expect(MUTANTS.filter((m) => !m.pending).length).toBeGreaterThanOrEqual(40);
    for (const m of MUTANTS) expect(m.description.length, m.id).toBeGreaterThan(10);
  });

  // A server without streaming: the real one behind a proxy that lets only /api/v2 through (every other path, the
  // streaming endpoints included, reaches a v2 path that does not exist and is refused with 404).
  it('streaming: without --v3 it is skipped with the reason; a 404 where it is derived from --v3 or named with --streaming fails; a profile without it makes it not implemented', async () => {
    const v2only = await mutantProxy({ '/api/v2': new URL(stack.v2).origin });
    v2only.set({
      rewrite: (r) =>
        r.rawUrl.startsWith('/api/v2/') ? r : { ...r, rawUrl: `/api/v2/not-served${r.rawUrl.replace(/[?#].*$/, '')}` },
    });
    try {
      const base = {
        v2: `${v2only.url}/api/v2`,
        apiKey: stack.apiKey,
        network: 'local',
        profile: LOCAL_PROFILE,
        only: '^streaming/',
        discovered: data,
        progress: false as const,
      };
      const v2alone = await runConformance(base);
      expect(v2alone.operations.map((o) => `${o.operationId} ${o.outcome}`)).toEqual([
        'sseReceive skipped',
        'wsSend skipped',
        'wsReceive skipped',
      ]);
      expect(v2alone.operations[0]!.checks[0]!.message).toMatch(/beside API v3.*--streaming/);
      const derived = await runConformance({ ...base, v3: `${v2only.url}/api/v3` });
      expect(derived.operations.map((o) => o.outcome)).toEqual(['fail', 'fail', 'fail']);
      expect(derived.operations[0]!.checks[0]!.message).toMatch(/HTTP 404.*501/);
      const named = await runConformance({ ...base, streaming: `${v2only.url}/api/streaming/v2` });
      expect(named.operations.map((o) => o.outcome)).toEqual(['fail', 'fail', 'fail']);
      const unclaimed = await runConformance({
        ...base,
        v3: `${v2only.url}/api/v3`,
        profile: { ...LOCAL_PROFILE, operations: { v2: '*', v3: '*' } },
      });
      expect(unclaimed.operations.map((o) => o.outcome)).toEqual([
        'not-implemented',
        'not-implemented',
        'not-implemented',
      ]);
    } finally {
      await v2only.close();
    }
  }, 30_000);

  // Resume (S16) is a part of streaming a profile may leave out (toncenter's upstream has none): its checks are then
  // not implemented and its cells leave the matrix, while everything else of streaming is judged as before.
  it('streaming: a profile that does not list resume scores it not implemented and fails nothing else', async () => {
    const r = await runConformance({
      v2: `${proxy.url}/api/v2`,
      v3: `${proxy.url}/api/v3`,
      streaming: `${proxy.url}/api/streaming/v2`,
      apiKey: stack.apiKey,
      otherNetworkKey: stack.otherNetworkKey,
      network: 'local',
      accountsFile: stack.accountsFile,
      profile: {
        ...LOCAL_PROFILE,
        operations: { ...LOCAL_PROFILE.operations, streaming: ['sseReceive', 'wsSend', 'wsReceive'] },
      },
      seed: 7,
      fuzzRuns: 0,
      only: '^streaming/',
      discovered: data,
      progress: false,
    });
    expect(r.operations.map((o) => o.outcome)).toEqual(['pass', 'pass', 'pass']);
    const unclaimed = r.operations.flatMap((o) =>
      o.checks.filter((c) => c.outcome === 'not-implemented').map((c) => c.name),
    );
    expect(unclaimed.some((n) => /^from: a stream cut/.test(n))).toBe(true);
    expect(unclaimed.some((n) => /^422 from/.test(n))).toBe(true);
    expect(r.coverage?.cells.filter((c) => c.parameter === 'from' || c.parameter === 'position')).toEqual([]);
  }, 120_000);

  // Canary mode (--every with --compare-to): the same requests to the deployment behind the proxy; an answer the
  // proxy changes is drift of that operation in the metrics, and an equal deployment shows none.
  it('canary: no drift against an equal deployment, the operation whose answers differ is named in /metrics', async () => {
    const metrics = canaryMetrics();
    const { server, url } = await serveCanaryMetrics(metrics, '127.0.0.1', 0);
    const once = async () => {
      const stop = new AbortController();
      await runCanary(
        async () => {
          stop.abort();
          return runConformance({
            v3: stack.v3,
            apiKey: stack.apiKey,
            network: 'local',
            accountsFile: stack.accountsFile,
            profile: LOCAL_PROFILE,
            seed: 7,
            fuzzRuns: 0,
            // an answer that does not move with the chain: the address book of the accounts the suite reads
            only: '^v3/getAddressBook$',
            discovered: data,
            progress: false,
            compareTo: [`${proxy.url}/api/v3`],
          });
        },
        metrics,
        60_000,
        stop.signal,
      );
      return (await fetch(url)).text();
    };
    const series = (text: string, name: string) =>
      Number(
        new RegExp(`^${name}\\{api="v3",operation="getAddressBook",against="[^"]+"\\} (\\d+)$`, 'm').exec(text)?.[1],
      );
    try {
      const equal = await once();
      expect(series(equal, 'ton_conformance_compared_requests')).toBeGreaterThan(0);
      expect(series(equal, 'ton_conformance_drift_requests')).toBe(0);
      expect(equal).toMatch(/^ton_conformance_runs_total\{outcome="completed"\} 1$/m);
      proxy.set({
        answer: edit(
          (a, r) => a.status === 200 && path(r) === '/api/v3/addressBook',
          (b) => {
            for (const entry of Object.values(b) as Array<{ user_friendly?: string }>)
              if (entry?.user_friendly) entry.user_friendly = entry.user_friendly.toLowerCase();
          },
        ),
      });
      const drifted = await once();
      expect(series(drifted, 'ton_conformance_drift_requests')).toBeGreaterThan(0);
      expect(drifted).toMatch(/^ton_conformance_runs_total\{outcome="completed"\} 2$/m);
    } finally {
      proxy.set(undefined);
      server.close();
    }
  }, 120_000);

  for (const m of chosen) {
    const title = `${m.id}: ${m.description} → ${m.caughtBy.check}${m.caughtBy.name ? ` ${m.caughtBy.name}` : ''}`;
    if (m.pending) {
      it.skip(`${title} (skipped: ${m.pending})`, () => {});
      continue;
    }
    it(
      title,
      async () => {
        proxy.set(m);
        try {
          const r = await run(m.only, fuzzes(m));
          const caught = [...failures(r)].filter((f) => {
            const [, check, name] = f.split('|');
            return !baseline.has(f) && check === m.caughtBy.check && (!m.caughtBy.name || m.caughtBy.name.test(name!));
          });
          const seen = [...failures(r)].filter((f) => !baseline.has(f));
          // what the named check did instead (skipped, say), to tell a blind check from a missing precondition
          const named = r.operations.flatMap((o) =>
            o.checks
              .filter((c) => c.check === m.caughtBy.check && (!m.caughtBy.name || m.caughtBy.name.test(c.name)))
              .map(
                (c) =>
                  `${o.api}/${o.operationId} ${c.name}: ${c.outcome}${c.message ? ` (${c.message.slice(0, 200)})` : ''}`,
              ),
          );
          expect(
            caught,
            `new failures under the mutant: ${seen.join('\n') || 'none'}; the named check: ${named.join('\n') || 'did not run'}`,
          ).not.toEqual([]);
        } finally {
          proxy.set(undefined);
        }
      },
      m.only.startsWith('^streaming/') || m.id.startsWith('hook-') ? 180_000 : 60_000,
    );
  }
});
