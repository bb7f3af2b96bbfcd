/**
 * Rows in COPY's binary format, for the writer: a block written for the first time sends its transactions, messages
 * and BOCs with COPY … FROM STDIN into their tables instead of INSERT … SELECT unnest(…) ON CONFLICT DO NOTHING.
 * Binary rather than text: PostgreSQL reads bytea, numbers and jsonb without parsing them (measured on the recorded
 * mainnet blocks, docs/sizing.md), and hashes and BOCs travel as their bytes, not twice as many hex digits.
 */
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TableSpec } from './tables.ts';

type Row = Record<string, unknown>;

// -------------------------------------------------------------------------------------------------- binary format

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** The file header: signature, flags (no OIDs), no header extension. */
export const BINARY_HEADER = Buffer.concat([SIGNATURE, Buffer.alloc(8)]);
/** The file trailer: a field count of -1. */
export const BINARY_TRAILER = Buffer.from([0xff, 0xff]);

/** A growing buffer of binary COPY data. */
export class BinaryWriter {
  buf: Buffer;
  len = 0;
  constructor(size = 1 << 16) {
    this.buf = Buffer.allocUnsafe(size);
  }
  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.len + n));
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }
  int16(v: number): void {
    this.room(2);
    this.len = this.buf.writeInt16BE(v, this.len);
  }
  int32(v: number): void {
    this.room(4);
    this.len = this.buf.writeInt32BE(v, this.len);
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
  }
  /** A field: its length, then its bytes; null as length -1. */
  field(v: unknown, type: string): void {
    if (v === null || v === undefined) {
      this.int32(-1);
      return;
    }
    switch (type) {
      case 'bytea': {
        const b = v as Uint8Array;
        this.int32(b.length);
        this.bytes(b);
        return;
      }
      case 'bool':
        this.room(5);
        this.len = this.buf.writeInt32BE(1, this.len);
        this.buf[this.len++] = v ? 1 : 0;
        return;
      case 'int2':
        this.room(6);
        this.len = this.buf.writeInt32BE(2, this.len);
        this.len = this.buf.writeInt16BE(Number(v), this.len);
        return;
      case 'int4':
        this.room(8);
        this.len = this.buf.writeInt32BE(4, this.len);
        this.len = this.buf.writeInt32BE(Number(v), this.len);
        return;
      case 'int8':
        this.room(12);
        this.len = this.buf.writeInt32BE(8, this.len);
        this.len =
          typeof v === 'number' && Number.isSafeInteger(v)
            ? writeInt53(this.buf, v, this.len)
            : this.buf.writeBigInt64BE(BigInt(v as string), this.len);
        return;
      case 'numeric':
        this.numeric(String(v));
        return;
      case 'jsonb': {
        const s = String(v);
        const n = Buffer.byteLength(s);
        this.room(5 + n);
        this.len = this.buf.writeInt32BE(n + 1, this.len);
        this.buf[this.len++] = 1; // jsonb's binary format version
        this.len += this.buf.write(s, this.len);
        return;
      }
      default: {
        const s = String(v);
        const n = Buffer.byteLength(s);
        this.room(4 + n);
        this.len = this.buf.writeInt32BE(n, this.len);
        this.len += this.buf.write(s, this.len);
      }
    }
  }
  /** An integer numeric (amounts in nanotons, gas): base-10000 digits, most significant first. */
  private numeric(s: string): void {
    const neg = s.startsWith('-');
    const digits = (neg ? s.slice(1) : s).replace(/^0+/, '');
    if (!/^\d*$/.test(digits)) throw new Error(`numeric ${s}: only integers are written in binary`);
    const n = Math.ceil(digits.length / 4);
    this.room(12 + 2 * n);
    this.len = this.buf.writeInt32BE(8 + 2 * n, this.len);
    this.len = this.buf.writeInt16BE(n, this.len);
    this.len = this.buf.writeInt16BE(n ? n - 1 : 0, this.len); // weight: the first digit's power of 10000
    this.len = this.buf.writeUInt16BE(neg && n ? 0x4000 : 0, this.len);
    this.len = this.buf.writeInt16BE(0, this.len); // display scale
    const head = digits.length - 4 * (n - 1);
    for (let i = 0; i < n; i++) {
      const start = i === 0 ? 0 : head + 4 * (i - 1);
      this.len = this.buf.writeInt16BE(Number(digits.slice(start, i === 0 ? head : start + 4)), this.len);
    }
  }
  /** The rows' `columns`, a tuple per row (no header or trailer). */
  rows(columns: ReadonlyArray<readonly [string, string]>, rows: readonly unknown[]): void {
    for (const r of rows) {
      const row = r as Row;
      this.int16(columns.length);
      for (const [c, t] of columns) this.field(row[c], t);
    }
  }
  take(): Buffer {
    return this.buf.subarray(0, this.len);
  }
}

function writeInt53(buf: Buffer, v: number, at: number): number {
  const hi = Math.floor(v / 2 ** 32);
  buf.writeInt32BE(hi, at);
  buf.writeUInt32BE(v - hi * 2 ** 32, at + 4);
  return at + 8;
}

// ------------------------------------------------------------------------------------------- rows made ahead

/** A table's columns as COPY sends them: those filled in by the writing thread (`later`) last. */
export interface CopyColumns {
  table: string;
  /** every column, in the order COPY names them */
  all: ReadonlyArray<readonly [string, string]>;
  /** the columns a row's part made ahead holds: `all` without the last `later` */
  early: ReadonlyArray<readonly [string, string]>;
  later: ReadonlyArray<readonly [string, string]>;
}

/** A spec's columns for COPY, those in `later` moved to the end (in their order). */
export function copyColumns<R>(spec: TableSpec<R>, later: ReadonlyArray<string> = []): CopyColumns {
  const early = spec.columns.filter(([c]) => !later.includes(c));
  const last = later.map((c) => spec.columns.find(([x]) => x === c)!);
  return { table: spec.table, all: [...early, ...last], early, later: last };
}

/**
 * Rows' binary tuples made ahead (in a parse worker), all but the later columns: tuple i is
 * data[ends[i - 1] ?? 0, ends[i]), its field count (every column's) and its early fields.
 */
export interface CopyParts {
  data: Buffer;
  ends: number[];
}

export function copyParts(cols: CopyColumns, rows: readonly unknown[]): CopyParts {
  const w = new BinaryWriter(1024 + rows.length * 256);
  const ends: number[] = [];
  for (const r of rows) {
    const row = r as Row;
    w.int16(cols.all.length);
    for (const [c, t] of cols.early) w.field(row[c], t);
    ends.push(w.len);
  }
  // its own copy: a worker sends the buffer, not the unused rest of the one grown here
  return { data: Buffer.from(w.take()), ends };
}

/** Row sets to copy in order, each with its tuples made ahead, if any. */
export type CopySets = ReadonlyArray<{ rows: readonly unknown[]; parts?: CopyParts }>;

/**
 * One binary COPY stream of several row sets in order, each from its parts made ahead (completed with the later
 * columns from its rows) or, where there are none, from its rows.
 */
export function copyStream(cols: CopyColumns, sets: CopySets): Buffer {
  let size = BINARY_HEADER.length + BINARY_TRAILER.length;
  for (const s of sets) size += s.parts ? s.parts.data.length + s.rows.length * 64 : s.rows.length * 512;
  const w = new BinaryWriter(size);
  w.bytes(BINARY_HEADER);
  for (const s of sets) {
    if (!s.parts) {
      w.rows(cols.all, s.rows);
      continue;
    }
    const { data, ends } = s.parts;
    if (ends.length !== s.rows.length) throw new Error(`${cols.table}: ${ends.length} parts for ${s.rows.length} rows`);
    let start = 0;
    for (let i = 0; i < ends.length; i++) {
      w.bytes(data.subarray(start, ends[i]));
      start = ends[i]!;
      const row = s.rows[i] as Row;
      for (const [c, t] of cols.later) w.field(row[c], t);
    }
  }
  w.bytes(BINARY_TRAILER);
  return w.take();
}

// ------------------------------------------------------------------------------------------------------- sending

/** Sends a binary COPY stream of `cols` into `table`; returns how many rows PostgreSQL took. */
export async function sendCopy(
  client: pg.ClientBase,
  table: string,
  cols: ReadonlyArray<readonly [string, string]>,
  data: Buffer,
): Promise<number> {
  const names = cols.map(([c]) => `"${c}"`).join(', ');
  const stream = client.query(copyFrom(`COPY ${table} (${names}) FROM STDIN (FORMAT binary)`));
  stream.end(data);
  await finished(stream);
  return stream.rowCount;
}

/**
 * Writes the sets' rows into their table with COPY (nothing is sent when there are none). `direct`: none of them
 * can be there already (their block's row was new in this transaction), so they are copied into the table itself.
 * Otherwise they are copied into a temporary table and inserted from there ON CONFLICT DO NOTHING, so that rows
 * already written stay as they were. Returns how many rows were new.
 */
export async function writeCopy(
  client: pg.ClientBase,
  cols: CopyColumns,
  sets: CopySets,
  direct: boolean,
): Promise<number> {
  if (!sets.some((s) => s.rows.length)) return 0;
  const data = copyStream(cols, sets);
  if (direct) return sendCopy(client, cols.table, cols.all, data);
  const stage = `ton_stage_${cols.table}`;
  await client.query(`CREATE TEMP TABLE ${stage} (LIKE ${cols.table}) ON COMMIT DROP`);
  await sendCopy(client, stage, cols.all, data);
  const names = cols.all.map(([c]) => `"${c}"`).join(', ');
  const res = await client.query(
    `INSERT INTO ${cols.table} (${names}) SELECT ${names} FROM ${stage} ON CONFLICT DO NOTHING`,
  );
  await client.query(`DROP TABLE ${stage}`);
  return res.rowCount ?? 0;
}
