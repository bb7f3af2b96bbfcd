#!/usr/bin/env tsx
/**
 * Validates the streaming contract (spec/streaming/asyncapi.yaml) with the AsyncAPI parser, following its
 * $refs into the v3 components; any error or warning fails `make lint`, as redocly does for v2 and v3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromFile, Parser } from '@asyncapi/parser';
import { repoRoot } from '../contract/index.ts';

export const STREAMING_SPEC = join(repoRoot, 'spec', 'streaming', 'asyncapi.yaml');

/** The parsed document, or the list of problems (severity 0 errors, 1 warnings) that prevent it. */
export async function parseStreamingSpec() {
  const parser = new Parser();
  const { document, diagnostics } = await fromFile(parser, STREAMING_SPEC).parse();
  const problems = diagnostics.filter((d) => d.severity <= 1);
  return { document, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  readFileSync(STREAMING_SPEC); // a missing file is an error of its own, not "0 problems"
  const { document, problems } = await parseStreamingSpec();
  for (const p of problems) {
    const where = p.path.join('.');
    process.stderr.write(`${p.severity === 0 ? 'error' : 'warning'} ${p.code} ${where}: ${p.message}\n`);
  }
  if (!document || problems.length) {
    process.stderr.write(`spec/streaming/asyncapi.yaml: ${problems.length} problem(s)\n`);
    process.exit(1);
  }
  process.stdout.write(
    `spec/streaming/asyncapi.yaml: valid AsyncAPI ${document.version()}, ${document.channels().length} channels, ${document.messages().length} messages\n`,
  );
}
