import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * Byte strings read in PostgreSQL's binary format, for the statements that read message bodies.
 *
 * node-pg reads every column as text, so a bytea arrives as hex, twice its size: PostgreSQL writes the hex and the
 * server decodes it again. Reading a batch's 164 bodies (327 KB) took 3.2 ms that way and 1.7 ms in binary, of
 * which 1.0 ms is the lookups. node-pg can ask for binary results (`binary: true`), but pg-protocol's parser decodes
 * every field of a data row as UTF-8 text (pg-protocol 1.16), which garbles any byte string that is not valid UTF-8.
 *
 * `installBinaryFields()` (called by the node-pg adapter, adapters/pg.ts, and by nothing on import) wraps that
 * parser's packet handler. It notes which fields of each row description are in
 * binary; while some are, it reads those fields of the data rows as bytes, copied (the parser reuses its buffer), and
 * the others as UTF-8 text as before. Every other message, and every data row of a text-only result, goes to the
 * original handler. It also gives node-pg the binary parser of bytea (the bytes themselves), which it lacks.
 *
 * Binary results are asked for only once this is installed, and only for bytea columns: node-pg's binary parsers of
 * other types give other values than its text ones (an int8 as a number, a jsonb with its version byte). A statement
 * all of whose columns are bytea asks for all in binary (node-pg's `binary: true`); one that names its bytea columns
 * asks for those in binary and the others in text, a format per column, which PostgreSQL's Bind message allows and
 * node-pg does not write (`bindMessage`). If pg-protocol no longer has the handler where expected, nothing is
 * installed and those statements read text as before. server/test/v3/binary-fields.test.ts pins the handler and
 * the Bind message, and compares the formats.
 */

const BYTEA = 17;
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'

type HandlePacket = (offset: number, code: number, length: number, bytes: Buffer) => unknown;
interface ParserClass {
  prototype: { handlePacket: HandlePacket };
}
interface DataRowClass {
  new (length: number, fields: Array<string | Buffer | null>): unknown;
}

/** pg-protocol's modules as node-pg loads them (resolved from node-pg's own directory). */
function protocolModules(): { Parser?: ParserClass; DataRowMessage?: DataRowClass; serializeBind?: SerializeBind } {
  try {
    const fromPg = createRequire(createRequire(import.meta.url).resolve('pg'));
    return {
      Parser: fromPg('pg-protocol/dist/parser.js').Parser,
      DataRowMessage: fromPg('pg-protocol/dist/messages.js').DataRowMessage,
      serializeBind: fromPg('pg-protocol').serialize?.bind,
    };
  } catch {
    return {};
  }
}

type SerializeBind = (config: unknown) => Buffer;
const serializeBind = protocolModules().serializeBind;

/** A field of a row description that node-pg reads for the values of its column. */
export const isBytea = (field: { dataTypeID: number }) => field.dataTypeID === BYTEA;

/**
 * node-pg's Bind message for `config` (what its connection's `bind` sends), asking for each result column in its
 * own format: binary where `binaryColumns` says so, else text. node-pg's message ends with one format code for all
 * columns (a count of 1, then the code); that end is replaced by a count and a code per column. Undefined when the
 * message does not end so (a pg-protocol that writes it otherwise): the statement then reads text.
 */
export function bindMessage(config: { binary?: boolean }, binaryColumns: readonly boolean[]): Buffer | undefined {
  if (!serializeBind || !binaryFieldsInstalled()) return undefined;
  const message = serializeBind({ ...config, binary: false });
  const tail = message.length - 4;
  if (message.readInt16BE(tail) !== 1 || message.readInt16BE(tail + 2) !== 0) return undefined;
  const out = Buffer.allocUnsafe(tail + 2 + 2 * binaryColumns.length);
  message.copy(out, 0, 0, tail);
  let at = out.writeInt16BE(binaryColumns.length, tail);
  for (const binary of binaryColumns) at = out.writeInt16BE(binary ? 1 : 0, at);
  // the length after the message's one-byte code covers all but that code
  out.writeInt32BE(out.length - 1, 1);
  return out;
}

/** per parser (one per connection): which fields of the current result are binary, while any is */
const binaryOf = new WeakMap<object, boolean[]>();
/** on the wrapper: the handler it wraps (a second copy of this module, as a test runner may load, finds it there) */
const WRAPPED = Symbol.for('binary-fields.wrapped');

/** pg-protocol's own packet handler and node-pg's own binary bytea parser, while the wrapper is in place */
let originals: { Parser: ParserClass; handlePacket: HandlePacket; byteaBinary: (value: string) => unknown } | undefined;

/** Whether data rows are read with the wrapper: only then may a statement ask for binary results. */
export const binaryFieldsInstalled = (): boolean => originals !== undefined;

/** Installs the wrapper once; whether binary results can be read. */
export function installBinaryFields(): boolean {
  if (originals) return true;
  const { Parser, DataRowMessage } = protocolModules();
  const current = Parser?.prototype.handlePacket as (HandlePacket & { [WRAPPED]?: HandlePacket }) | undefined;
  const original = current?.[WRAPPED] ?? current;
  if (!Parser || !DataRowMessage || typeof original !== 'function' || original.length !== 4) return false;
  const handlePacket = function (this: object, offset: number, code: number, length: number, bytes: Buffer) {
    if (code === DATA_ROW) {
      const binary = binaryOf.get(this);
      if (binary) return new DataRowMessage(length, dataRowFields(bytes, offset, binary));
      return original.call(this, offset, code, length, bytes);
    }
    const message = original.call(this, offset, code, length, bytes);
    if (code === ROW_DESCRIPTION) {
      const formats = (message as { fields: Array<{ format: string }> }).fields.map((f) => f.format === 'binary');
      if (formats.includes(true)) binaryOf.set(this, formats);
      else binaryOf.delete(this);
    }
    return message;
  };
  Object.defineProperty(handlePacket, WRAPPED, { value: original });
  originals = { Parser, handlePacket: original, byteaBinary: pg.types.getTypeParser(BYTEA, 'binary') };
  Parser.prototype.handlePacket = handlePacket;
  pg.types.setTypeParser(BYTEA, 'binary', (bytes: unknown) => bytes);
  return true;
}

/** Puts pg-protocol's handler and node-pg's bytea parser back; statements read text again. */
export function uninstallBinaryFields(): void {
  if (!originals) return;
  originals.Parser.prototype.handlePacket = originals.handlePacket;
  pg.types.setTypeParser(BYTEA, 'binary', originals.byteaBinary);
  originals = undefined;
}

/** The fields of a DataRow message's body at `offset`: a count, then each field's length (-1: null) and bytes. */
function dataRowFields(bytes: Buffer, offset: number, binary: boolean[]): Array<string | Buffer | null> {
  let at = offset;
  const count = bytes.readInt16BE(at);
  at += 2;
  const fields = new Array<string | Buffer | null>(count);
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32BE(at);
    at += 4;
    if (length === -1) {
      fields[i] = null;
      continue;
    }
    if (binary[i]) {
      // copied straight into a buffer of its own (Buffer.from of a subarray made a view first, twice the objects)
      const field = Buffer.allocUnsafe(length);
      bytes.copy(field, 0, at, at + length);
      fields[i] = field;
    } else fields[i] = bytes.toString('utf-8', at, at + length);
    at += length;
  }
  return fields;
}
