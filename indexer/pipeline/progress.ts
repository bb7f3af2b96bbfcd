/** Indexing progress: prom-client metrics (for the server's /metrics) and a status line on a TTY. */
import { Counter, Gauge, Registry } from 'prom-client';

export const indexerRegistry = new Registry();

export const metrics = {
  blocks: new Counter({
    name: 'ton_indexer_blocks_total',
    help: 'Blocks written (masterchain and shard)',
    registers: [indexerRegistry],
  }),
  transactions: new Counter({
    name: 'ton_indexer_transactions_total',
    help: 'Transactions written',
    registers: [indexerRegistry],
  }),
  lastSeqno: new Gauge({
    name: 'ton_indexer_last_mc_seqno',
    help: 'Last masterchain block fully indexed',
    registers: [indexerRegistry],
  }),
  headSeqno: new Gauge({
    name: 'ton_indexer_head_mc_seqno',
    help: 'Masterchain head seen on the liteservers',
    registers: [indexerRegistry],
  }),
  lag: new Gauge({
    name: 'ton_indexer_lag_blocks',
    help: 'Masterchain blocks behind the head',
    registers: [indexerRegistry],
  }),
  errors: new Counter({
    name: 'ton_indexer_errors_total',
    help: 'Failed attempts to index a masterchain block (retried)',
    registers: [indexerRegistry],
  }),
};

/** Rates over a sliding window, printed in place on a TTY and as plain lines every few seconds elsewhere. */
export class ProgressLine {
  #start = performance.now();
  #samples: Array<{ t: number; blocks: number; txs: number }> = [];
  #blocks = 0;
  #txs = 0;
  #lastPrint = 0;
  constructor(
    private readonly out: NodeJS.WriteStream = process.stderr,
    private readonly everyMs = 5000,
  ) {}

  add(blocks: number, txs: number): void {
    this.#blocks += blocks;
    this.#txs += txs;
    metrics.blocks.inc(blocks);
    metrics.transactions.inc(txs);
    const t = performance.now();
    this.#samples.push({ t, blocks: this.#blocks, txs: this.#txs });
    while (this.#samples.length > 2 && t - this.#samples[0]!.t > 10_000) this.#samples.shift();
  }

  rates(): { blocksPerSec: number; txPerSec: number } {
    const first = this.#samples[0];
    const last = this.#samples.at(-1);
    if (!first || !last || last === first) {
      const secs = (performance.now() - this.#start) / 1000 || 1;
      return { blocksPerSec: this.#blocks / secs, txPerSec: this.#txs / secs };
    }
    const secs = (last.t - first.t) / 1000 || 1;
    return { blocksPerSec: (last.blocks - first.blocks) / secs, txPerSec: (last.txs - first.txs) / secs };
  }

  report(last: number | undefined, head: number | undefined): void {
    if (last !== undefined) metrics.lastSeqno.set(last);
    if (head !== undefined) metrics.headSeqno.set(head);
    if (last !== undefined && head !== undefined) metrics.lag.set(Math.max(0, head - last));
    const tty = this.out.isTTY === true;
    const now = performance.now();
    if (!tty && now - this.#lastPrint < this.everyMs) return;
    this.#lastPrint = now;
    const r = this.rates();
    const lag = last !== undefined && head !== undefined ? ` lag ${Math.max(0, head - last)}` : '';
    const line = `indexed mc ${last ?? '-'} / head ${head ?? '-'}${lag} | ${r.blocksPerSec.toFixed(1)} blocks/s ${r.txPerSec.toFixed(0)} tx/s | total ${this.#blocks} blocks ${this.#txs} tx`;
    this.out.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
  }
}
