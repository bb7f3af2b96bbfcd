// The image's HEALTHCHECK. The server is healthy when /healthz answers 200 (every served API reachable);
// an indexer container (same image) has no HTTP port, so it is healthy while its process runs.
import { readFileSync } from 'node:fs';

const main = readFileSync('/proc/1/cmdline', 'utf8');
if (main.includes('indexer/bin/indexer.ts')) process.exit(0);
const port = process.env.PORT ?? '8080';
try {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
