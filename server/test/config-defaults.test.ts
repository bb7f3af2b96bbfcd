// The server's code keeps defaults of its own for callers that set nothing (tests, the mock); the process takes the
// declared ones (config/variables.ts). They must be the same, or a server started by hand would differ from the docs.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config/index.ts';
import { DEFAULT_RESUME_SECONDS } from '../src/streaming/index.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/webhooks/config.ts';

describe("the server's declared defaults", () => {
  const declared = readConfig('server', {});

  it("are the webhook deliverer's own", () => {
    expect({
      allowedTargets: declared.WEBHOOK_ALLOWED_TARGETS,
      timeoutMs: declared.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: declared.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: declared.WEBHOOK_RETRY_MAX_MS,
      retryHorizonSeconds: declared.WEBHOOK_RETRY_HORIZON_SECONDS,
      maxPerKey: declared.WEBHOOK_MAX_PER_KEY,
      maxAddressesPerKey: declared.WEBHOOK_MAX_ADDRESSES_PER_KEY,
      keepSeconds: declared.WEBHOOK_KEEP_SECONDS,
      concurrency: declared.WEBHOOK_CONCURRENCY,
    }).toEqual(DEFAULT_WEBHOOK_SETTINGS);
  });

  it("are streaming's own", () => {
    expect(declared.STREAMING_RESUME_SECONDS).toBe(DEFAULT_RESUME_SECONDS);
  });
});
