import { Cell } from '@ton/core';

/**
 * One Cell object per distinct cell among the account states the history keeps. Each account version
 * arrives from the emulator as a fresh BOC, so without this every version of a wallet would carry its
 * own copy of the same code cells (about 20 cells for a V4R2 wallet) for as long as history lasts.
 */
export class CellInterner {
  private readonly cells = new Map<string, Cell>();

  intern(c: Cell): Cell {
    const key = c.hash().toString('base64');
    const known = this.cells.get(key);
    if (known) return known;
    const refs = c.refs.map((r) => this.intern(r));
    const same = refs.every((r, i) => r === c.refs[i]);
    const out = same ? c : new Cell({ exotic: c.isExotic, bits: c.bits, refs });
    this.cells.set(key, out);
    return out;
  }

  get size(): number {
    return this.cells.size;
  }
}
