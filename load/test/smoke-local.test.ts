// The smoke profile against the real local stack (devnet, PostgreSQL, indexer following, the
// one-process reference server with v2 and v3, all in child processes) must pass its thresholds,
// with every template of the mix, v2 and v3, discovered and measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProfile } from '../runner/engine.ts';
import { environment } from '../runner/environment.ts';
import { startLocalStack, type LocalStack } from '../runner/local-stack.ts';
import { loadProfile, loadTemplates, prepare } from '../runner/prepare.ts';
import { buildReport } from '../runner/report.ts';
import { readAccounts } from '../runner/transfers.ts';

let stack: LocalStack | undefined;
let startError: Error | undefined;

beforeAll(async () => {
  stack = await startLocalStack().catch((e: Error) => { startError = e; return undefined; });
}, 300_000);
afterAll(async () => { await stack?.stop(); }, 60_000);

describe('smoke profile on the local stack', () => {
  it('passes its thresholds on v2 and v3', async () => {
    if (!stack) throw startError ?? new Error('local stack did not start');
    const templates = loadTemplates();
    const profile = loadProfile('smoke', templates);
    const bases = { v2: stack.v2, v3: stack.v3 };
    const { dataset, excluded } = await prepare({ profile, templates, bases, apiKey: stack.apiKey, accounts: readAccounts(stack.accountsFile), local: true });
    expect(excluded, 'every template of the smoke mix has data on the seeded local network').toEqual({});

    const outcome = await runProfile({ profile, templates, dataset, bases, apiKey: stack.apiKey, excluded });
    const report = buildReport({ profile, outcome, bases, backend: stack.backend, environment: environment(), dataset, excluded });
    const failed = report.thresholds.filter((t) => !t.ok).map((t) => `${t.source} (actual ${t.actual})`);
    const errors = report.operations.filter((o) => o.failed).map((o) => `${o.name}: ${JSON.stringify(o.statuses)}`);
    expect(failed, `failed thresholds; errors: ${errors.join(', ')}`).toEqual([]);
    expect(report.totals.completed).toBe(report.totals.scheduled);
    expect(report.operations.map((o) => o.name).sort()).toEqual(profile.mix.map((m) => m.template).sort());
    expect(new Set(report.operations.map((o) => o.name.split('.')[0]))).toEqual(new Set(['v2', 'v3']));
  }, 120_000);
});
