/**
 * How a receiver knows a delivery came from this deployment (D32): Standard Webhooks (standardwebhooks.com), so
 * receivers can verify with that project's libraries or the few lines docs/webhooks.md shows. The signed text is
 * `<delivery id>.<unix seconds>.<body>`, the key the bytes after `whsec_` in base64.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

export function newSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** One `v1,<base64>` signature of a delivery with one secret. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The `webhook-signature` header: one signature per valid secret (two for a day after a rotation), space-separated. */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((s) => sign(s, id, timestamp, body)).join(' ');
}

/** What a receiver does (tests use it as the documented recipe's twin): true when any listed signature matches. */
export function verify(secret: string, id: string, timestamp: string, body: string, header: string): boolean {
  const expected = Buffer.from(sign(secret, id, Number(timestamp), body));
  return header.split(' ').some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
