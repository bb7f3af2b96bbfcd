// What every streaming check shares: the endpoints, the key, the profile's tags, opening a stream past a
// momentary connection limit, and the contract's verdict on every message any subscriber received.
import type { HttpRefusal, Inbox } from './clients.ts';
import { MessageChecker } from '../../../contract/streaming.ts';
import type { Recorder } from './record.ts';

interface Verdicts {
  checked: number;
  problems: Map<string, { count: number; example: string }>;
}

export class StreamingEnv {
  readonly sseUrl: string;
  readonly wsUrl: string;
  private readonly checker = new MessageChecker();
  private readonly verdicts = { sse: fresh(), wsReplies: fresh(), wsEvents: fresh() };

  constructor(
    readonly base: string,
    readonly apiKey: string | undefined,
    readonly tags: Record<string, boolean>,
    /** the profile claims resume (S16: `from`, `Last-Event-ID`, positions) */
    readonly resume = true,
  ) {
    const b = base.replace(/\/+$/, '');
    this.sseUrl = `${b}/sse`;
    this.wsUrl = `${b.replace(/^http/, 'ws')}/ws`;
  }

  keyHeader(): Record<string, string> {
    return this.apiKey ? { 'x-api-key': this.apiKey } : {};
  }

  /**
   * Opens a stream; a 429 is retried before it counts as the answer: the plan's connections (S7: streams this
   * suite closed a moment ago may not be released yet, and a keyless client has only two) or its rate (opening
   * a stream is a request, S5: a keyless client gets one a second), waiting what Retry-After says, for up to a
   * minute (long enough for the idle subscribers of the keepalive check to finish).
   */
  async open<T extends { refusal?: HttpRefusal }>(attempt: () => Promise<T>): Promise<T> {
    const until = Date.now() + 60_000;
    for (;;) {
      const r = await attempt();
      if (r.refusal?.status !== 429 || Date.now() >= until) return r;
      const wait = Math.min(Math.max(r.refusal.retryAfter ?? 0.5, 0.5), 5) * 1000;
      await new Promise((res) => setTimeout(res, wait));
    }
  }

  /** Every message of a subscriber, judged by the schema its type names (replies on WebSocket by Reply). */
  judgeAll(inbox: Inbox, transport: 'sse' | 'ws'): void {
    for (const { message } of inbox.messages) {
      const bucket =
        transport === 'sse'
          ? this.verdicts.sse
          : message.type === undefined
            ? this.verdicts.wsReplies
            : this.verdicts.wsEvents;
      bucket.checked++;
      const v = this.checker.check(message, transport);
      if (!v.problem) continue;
      const key = `${v.schema}: ${v.problem}`;
      const seen = bucket.problems.get(key);
      if (seen) seen.count++;
      else bucket.problems.set(key, { count: 1, example: JSON.stringify(message).slice(0, 1500) });
    }
  }

  /** One response-schema check per operation: every message it received, or each distinct violation. */
  recordSchemas(rec: Recorder): void {
    const put = (op: 'sseReceive' | 'wsSend' | 'wsReceive', v: Verdicts, what: string) => {
      if (v.checked === 0) return rec.skip(op, 'response-schema', what, 'no message received');
      if (!v.problems.size) return rec.pass(op, 'response-schema', what, `${v.checked} messages`);
      for (const [problem, { count, example }] of v.problems) {
        const schema = problem.split(':')[0]!;
        rec.fail(
          op,
          'response-schema',
          what,
          `${count} of ${v.checked} messages: ${problem}`,
          { pointer: `#/components/schemas/${schema}` },
          { method: 'stream', url: op === 'sseReceive' ? this.sseUrl : this.wsUrl, received: example },
        );
      }
    };
    put('sseReceive', this.verdicts.sse, 'every SSE event matches the contract');
    put('wsSend', this.verdicts.wsReplies, 'every reply matches Reply');
    put('wsReceive', this.verdicts.wsEvents, 'every notification matches the contract');
  }
}

function fresh(): Verdicts {
  return { checked: 0, problems: new Map() };
}
