/** The deliverer's settings (D32); server/bin/server.ts reads them from the environment, tests set them directly. */
export interface WebhookSettings {
  /** WEBHOOK_ALLOWED_TARGETS: CIDR ranges, addresses or host names beyond the public internet (the local stack: loopback) */
  allowedTargets: string;
  /** WEBHOOK_TIMEOUT_MS: a receiver slower than this is a failed attempt */
  timeoutMs: number;
  /** WEBHOOK_RETRY_BASE_MS: the first retry's delay; each next one doubles, up to WEBHOOK_RETRY_MAX_MS, with ±25 % jitter */
  retryBaseMs: number;
  /** WEBHOOK_RETRY_MAX_MS: delays stop doubling here */
  retryMaxMs: number;
  /** WEBHOOK_RETRY_HORIZON_SECONDS: how long a delivery is retried before it is failed and its webhook paused */
  retryHorizonSeconds: number;
  /** WEBHOOK_MAX_PER_KEY */
  maxPerKey: number;
  /** WEBHOOK_MAX_ADDRESSES_PER_KEY: over all of a key's webhooks */
  maxAddressesPerKey: number;
  /** WEBHOOK_KEEP_SECONDS: delivered and failed deliveries are listed (and replayable) this long */
  keepSeconds: number;
  /** webhooks delivered at once by this replica */
  concurrency: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowedTargets: '',
  timeoutMs: 10_000,
  retryBaseMs: 5_000,
  retryMaxMs: 3_600_000,
  retryHorizonSeconds: 86_400,
  maxPerKey: 20,
  maxAddressesPerKey: 10_000,
  keepSeconds: 7 * 86_400,
  concurrency: 64,
};

/** A notification larger than this is not sent: its delivery fails at once, saying so. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** After a rotation the previous secret signs too, this long, so receivers can switch without losing deliveries. */
export const ROTATION_OVERLAP_SECONDS = 86_400;

/** The delay before attempt `attempts + 1`, jittered so a receiver coming back is not hit by every retry at once. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
  return Math.round(plain * (0.75 + 0.5 * random()));
}
