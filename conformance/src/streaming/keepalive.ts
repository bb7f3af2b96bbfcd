// S6: an idle subscription gets a keepalive (SSE comment line, WebSocket ping frame) within 15 s; a late timer on
// a loaded machine gets a quarter more and a second.
import type { Inbox } from './clients.ts';
import { clause } from './clause.ts';
import type { Recorder, StreamingOperation } from './record.ts';

export const KEEPALIVE_MS = 15_000;
const KEEPALIVE_LIMIT_MS = KEEPALIVE_MS * 1.25 + 1000;

export async function keepaliveChecks(rec: Recorder, sse: Inbox | string, ws: Inbox | string): Promise<void> {
  const one = async (op: StreamingOperation, s: Inbox | string, what: string, c: ReturnType<typeof clause>) => {
    const name = `a ${what} within ${KEEPALIVE_MS / 1000} s`;
    if (typeof s === 'string') return rec.fail(op, 'case', name, `no subscriber to observe it: ${s}`, c);
    await s.until(() => s.keepalives.length > 0, KEEPALIVE_LIMIT_MS - (performance.now() - s.opened));
    const first = s.keepalives[0];
    rec.judge(
      op,
      'case',
      name,
      first === undefined
        ? `none in ${(KEEPALIVE_LIMIT_MS / 1000).toFixed(1)} s on an idle subscription`
        : first - s.opened > KEEPALIVE_LIMIT_MS
          ? `the first came after ${((first - s.opened) / 1000).toFixed(1)} s`
          : undefined,
      c,
      undefined,
      first === undefined ? undefined : `after ${((first - s.opened) / 1000).toFixed(1)} s`,
    );
  };
  await Promise.all([
    one('sseReceive', sse, 'comment line (": keepalive")', clause('#/channels/sse', 'S6')),
    one('wsReceive', ws, 'WebSocket ping frame', clause('#/channels/ws', 'S6')),
  ]);
}
