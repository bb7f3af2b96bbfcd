// The per-request log line is formatted by hand for speed (server/src/ops/logger.ts); these tests hold it to what
// pino itself writes for the same fields, so log readers cannot tell the two apart.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, requestLog, type RequestLine } from '../src/ops/logger.ts';

const dir = mkdtempSync(join(tmpdir(), 'logger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINES: RequestLine[] = [
  {
    reqId: '1:vm:1:abc:1',
    method: 'get',
    path: '/api/v2/getMasterchainInfo',
    api: 'v2',
    operation: 'getMasterchainInfo',
    status: 200,
    ms: 3,
    ip: '127.0.0.1',
  },
  {
    reqId: 'x',
    method: 'post',
    path: '/a "quoted"\\path\u0000\u001f\u2028ü😀',
    api: undefined,
    operation: 'other',
    status: 404,
    ms: 0,
    ip: '::1',
  },
  { reqId: 'y', method: 'delete', path: '/', api: 'v3', operation: 'other', status: 431, ms: 12345, ip: '' },
];

async function written(file: string, write: () => void, logger: pino.Logger): Promise<string[]> {
  write();
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  return readFileSync(file, 'utf8').split('\n').filter(Boolean);
}

const withoutTime = (line: string) => line.replace(/,"time":\d+/, ',"time":0');

describe('the per-request log line', () => {
  it('is byte for byte what pino writes for the same fields, on the logger and on a child of it', async () => {
    for (const [k, make] of [
      ['root', (l: pino.Logger) => l],
      ['child', (l: pino.Logger) => l.child({ component: 'api', n: 1 })],
    ] as const) {
      const root = createLogger('info', join(dir, `${k}-fast.log`));
      const fast = make(root);
      const viaPino = make(createLogger('info', join(dir, `${k}-pino.log`)));
      const log = requestLog(fast);
      const ours = await written(join(dir, `${k}-fast.log`), () => LINES.forEach(log), fast);
      const theirs = await written(
        join(dir, `${k}-pino.log`),
        () => LINES.forEach((l) => viaPino.info(l, 'request')),
        viaPino,
      );
      expect(ours.map(withoutTime)).toEqual(theirs.map(withoutTime));
      expect(ours).toHaveLength(LINES.length);
      for (const line of ours) expect(JSON.parse(line)).toMatchObject({ level: 30, msg: 'request' });
    }
  });

  it('follows the logger level, also when it changes while running', async () => {
    const file = join(dir, 'level.log');
    const logger = createLogger('warn', file);
    const log = requestLog(logger);
    const lines = await written(
      file,
      () => {
        log(LINES[0]!);
        logger.level = 'info';
        log(LINES[1]!);
      },
      logger,
    );
    expect(lines.map((l) => JSON.parse(l).reqId)).toEqual(['x']);
  });

  it('goes through logger.info on a logger configured elsewhere (formatters, redaction)', async () => {
    const file = join(dir, 'other.log');
    const logger = pino({ redact: ['ip'] }, pino.destination({ dest: file, sync: true }));
    const lines = await written(file, () => requestLog(logger)(LINES[0]!), logger);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: LINES[0]!.reqId, ip: '[Redacted]', msg: 'request' });
  });
});
