// The smoke profile against the real local stack (devnet + reference v2 server) must pass its
// thresholds. It is skipped, with the reason, while the server still lacks an operation the
// profile sends.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '../shared/dataset.ts';
import { runProfile } from '../runner/engine.ts';
import { environment } from '../runner/environment.ts';
import { startLocalStack, type LocalStack } from '../runner/local-stack.ts';
import { httpAsk, loadProfile, loadTemplates, prepare } from '../runner/prepare.ts';
import { buildReport } from '../runner/report.ts';
import type { LocalAccount } from '../runner/transfers.ts';

let stack: LocalStack | undefined;
let startError: Error | undefined;

beforeAll(async () => {
  stack = await startLocalStack().catch((e: Error) => { startError = e; return undefined; });
}, 180_000);
afterAll(async () => { await stack?.stop(); });

describe('smoke profile on the local stack', () => {
  it('passes its thresholds', async (ctx) => {
    if (!stack) throw startError ?? new Error('local stack did not start');
    const templates = loadTemplates();
    const profile = loadProfile('smoke', templates);
    const bases = { v2: stack.v2 };
    const accounts = JSON.parse(readFileSync(stack.accountsFile, 'utf8')) as LocalAccount[];
    const { dataset, excluded } = await prepare({ profile, templates, bases, accounts, local: true });
    const unready: string[] = Object.entries(excluded).map(([t, why]) => `${t}: ${why}`);
    for (const { template } of profile.mix) {
      const req = buildRequest(template, templates[template]!, dataset, bases, 0);
      if (!req) continue;
      const a = await httpAsk()({ method: req.method, url: req.url, body: req.body });
      if (a.status === 501) unready.push(`${template}: the server answers 501 (not implemented yet)`);
    }
    if (unready.length) ctx.skip(`the reference server cannot answer the whole smoke mix yet: ${unready.join('; ')}`);

    const outcome = await runProfile({ profile, templates, dataset, bases, excluded });
    const report = buildReport({ profile, outcome, bases, backend: 'local stack', environment: environment(), dataset, excluded });
    const failed = report.thresholds.filter((t) => !t.ok).map((t) => `${t.source} (actual ${t.actual})`);
    const errors = report.operations.filter((o) => o.failed).map((o) => `${o.name}: ${JSON.stringify(o.statuses)}`);
    expect(failed, `failed thresholds; errors: ${errors.join(', ')}`).toEqual([]);
    expect(report.totals.completed).toBe(report.totals.scheduled);
    expect(report.operations.map((o) => o.name).sort()).toEqual(profile.mix.map((m) => m.template).sort());
  }, 120_000);
});
