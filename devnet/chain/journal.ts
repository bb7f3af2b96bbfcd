import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFileAtomicSync } from '../writeAtomic.ts';
import { join } from 'node:path';
import type { ShardSchedule } from './shard-schedule.ts';

/**
 * Persistence as an input journal: the genesis time plus every accepted external message (with the
 * chain time it ran at) and every block cut. The emulator is deterministic, so replaying the journal
 * over the same genesis rebuilds identical blocks, hashes and history.
 */
export type JournalEntry = { e: string; now: number } | { b: number };

export interface JournalMeta {
  genesisTime: number;
  liteserverSeed: string;
  /** When the basechain splits and merges: fixed at genesis, so a replay cuts the same blocks. */
  shards?: ShardSchedule;
}

export class Journal {
  private readonly path: string;
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.path = join(dir, 'journal.jsonl');
  }

  readMeta(): JournalMeta | null {
    const p = join(this.dir, 'devnet.json');
    return existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as JournalMeta) : null;
  }
  writeMeta(meta: JournalMeta): void {
    // whole or not at all: a network killed mid-write must still start again from its history
    writeFileAtomicSync(join(this.dir, 'devnet.json'), JSON.stringify(meta, null, 2) + '\n');
  }

  entries(): JournalEntry[] {
    if (!existsSync(this.path)) return [];
    const out: JournalEntry[] = [];
    for (const line of readFileSync(this.path, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        out.push(JSON.parse(line) as JournalEntry);
      } catch {
        break;
      } // a torn last line from a crash
    }
    return out;
  }

  /** Synchronous appends: an accepted message is on disk before the client hears "accepted". */
  onExternal(boc: Buffer, now: number): void {
    appendFileSync(this.path, JSON.stringify({ e: boc.toString('base64'), now }) + '\n');
  }
  onBlock(genUtime: number): void {
    appendFileSync(this.path, JSON.stringify({ b: genUtime }) + '\n');
  }
}
