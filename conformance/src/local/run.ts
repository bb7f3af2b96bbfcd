// The end-to-end run behind `make conformance`: the local stack up, the full suite (v2 + v3, local
// network, optional capabilities on), reports written, everything stopped again.
import { DEFAULT_PROFILE, type Profile } from '../profile.ts';
import { writeReports, type ReportFormat } from '../report/write.ts';
import { runConformance } from '../runner.ts';
import type { Report } from '../types.ts';
import { startLocalStack } from './stack.ts';

/** The reference deployment claims everything: every operation, keys, the keyless limit, broadcasting. */
export const LOCAL_PROFILE: Profile = {
  ...DEFAULT_PROFILE,
  name: 'reference (local network)',
  description: 'every operation of both contracts; API keys, keyless limits and broadcasting switched on',
  tags: { ratelimit: true, auth: true, send: true },
};

export interface LocalRunOptions {
  out?: string;
  formats?: ReportFormat[];
  seed?: number;
  fuzzRuns?: number;
  only?: string;
  concurrency?: number;
  progress?: NodeJS.WriteStream | false;
  log?: (line: string) => void;
}

export async function runLocal(options: LocalRunOptions = {}): Promise<{ report: Report; files: string[] }> {
  const stack = await startLocalStack({ log: options.log });
  try {
    const report = await runConformance({
      v2: stack.v2,
      v3: stack.v3,
      streaming: stack.streaming,
      apiKey: stack.apiKey,
      otherNetworkKey: stack.otherNetworkKey,
      secondApiKey: stack.secondApiKey,
      // webhooks to a listener of the suite on loopback, which the local stack allows (WEBHOOK_ALLOWED_TARGETS)
      webhookReceiver: {},
      network: 'local',
      accountsFile: stack.accountsFile,
      profile: LOCAL_PROFILE,
      seed: options.seed,
      fuzzRuns: options.fuzzRuns,
      only: options.only,
      concurrency: options.concurrency ?? 4,
      progress: options.progress,
      environment: stack.description,
    });
    const files = options.out ? writeReports(report, options.out, options.formats ?? ['junit', 'json', 'html']) : [];
    return { report, files };
  } finally {
    await stack.stop();
  }
}
