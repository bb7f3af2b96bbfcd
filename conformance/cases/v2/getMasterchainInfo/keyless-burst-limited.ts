import { check, type CaseDef } from '../../../src/case.ts';
import { at } from '../../../src/values.ts';

export default {
  description: 'a burst of keyless requests is limited: some answer 429 "Ratelimit exceeded" in the error envelope',
  mode: 'schema-only',
  tags: ['ratelimit'],
  async run(ctx) {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ctx.call({ noApiKey: true, rateLimitProbe: true })),
    );
    const limited = answers.filter((a) => a.response.status === 429);
    check(
      limited.length > 0,
      `6 keyless requests at once answered ${answers.map((a) => a.response.status).join(', ')}; keyless clients are limited to 1 request/s`,
    );
    const body = limited[0]!.response.json;
    check(
      /ratelimit exceeded/i.test(String(at(body, 'error'))),
      `429 says ${JSON.stringify(at(body, 'error'))}, expected "Ratelimit exceeded"`,
    );
    check(
      answers.every((a) => a.response.status === 200 || a.response.status === 429),
      `unexpected statuses: ${answers.map((a) => a.response.status).join(', ')}`,
    );
  },
} satisfies CaseDef<'v2', 'getMasterchainInfo'>;
