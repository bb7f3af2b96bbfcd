// One line per operation as it finishes; colours and a running counter only on a terminal.
import type { OperationResult, Outcome } from './types.ts';

const COLOURS: Record<Outcome, string> = {
  pass: '\x1b[32m',
  fail: '\x1b[31m',
  'not-implemented': '\x1b[90m',
  skipped: '\x1b[33m',
};
const LABEL: Record<Outcome, string> = { pass: 'PASS', fail: 'FAIL', 'not-implemented': 'N/I ', skipped: 'SKIP' };

export class Progress {
  private done = 0;
  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream | null,
    private readonly quiet = false,
  ) {}

  operation(r: OperationResult): void {
    this.done++;
    if (this.quiet || !this.stream) return;
    const tty = this.stream.isTTY === true;
    const fails = r.checks.filter((c) => c.outcome === 'fail');
    const label = tty ? `${COLOURS[r.outcome]}${LABEL[r.outcome]}\x1b[0m` : LABEL[r.outcome];
    const counter = tty ? `[${String(this.done).padStart(String(this.total).length)}/${this.total}] ` : '';
    const detail = fails.length
      ? `  ${fails.length} failed: ${[...new Set(fails.map((f) => f.check))].join(', ')}`
      : '';
    this.stream.write(`${counter}${label} ${r.api} ${r.operationId}${detail}\n`);
  }

  line(text: string): void {
    if (!this.quiet && this.stream) this.stream.write(`${text}\n`);
  }
}
