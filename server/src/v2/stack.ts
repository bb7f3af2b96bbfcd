import { Cell, type TupleItem } from '@ton/core';
import type { components } from '../../../generated/v2/types.ts';
import { ApiError } from '../http/errors.ts';

type TvmStackEntry = components['schemas']['TvmStackEntry'];
type LegacyStackEntry = components['schemas']['LegacyStackEntry'];
type CellObject = components['schemas']['CellObject'];

const bad = (message: string): never => {
  throw new ApiError(422, `failed to parse stack: ${message}`);
};

function parseInteger(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string') {
    const m = /^(-?)(0x[0-9a-fA-F]+|\d+)$/.exec(value.trim());
    if (m) return m[1] ? -BigInt(m[2]!) : BigInt(m[2]!);
  }
  return bad(`invalid number ${JSON.stringify(value)}`);
}

function parseBoc(value: unknown, what: string): Cell {
  if (typeof value !== 'string' || value === '') return bad(`empty ${what}`);
  try {
    return Cell.fromBase64(value);
  } catch {
    return bad(`invalid ${what}, base64 BOC expected`);
  }
}

/** A JSON object's fields, read without trusting their types (a legacy tuple's elements are not validated). */
type Fields = { readonly [key: string]: unknown };
const fields = (value: unknown): Fields | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const bytesOf = (value: unknown, what: string): Cell => parseBoc(fields(value)?.bytes ?? value, what);

/** `[tag, value]` request entries (toncenter's legacy form) → TVM values. */
export function parseLegacyStack(entries: unknown[]): TupleItem[] {
  return entries.map((entry): TupleItem => {
    if (!Array.isArray(entry) || entry.length !== 2) return bad(`expected 2 elements in stack entry`);
    const [tag, value] = entry as [string, unknown];
    switch (tag) {
      case 'num':
      case 'number':
      case 'int':
      case 'integer':
        return { type: 'int', value: parseInteger(value) };
      case 'tvm.Cell':
      case 'cell':
        return { type: 'cell', cell: bytesOf(value, 'tvm.Cell') };
      case 'tvm.Slice':
      case 'slice':
        return { type: 'slice', cell: bytesOf(value, 'tvm.Slice') };
      case 'tuple':
      case 'tvm.Tuple':
      case 'list':
      case 'tvm.List':
        return parseTypedEntry({
          '@type': tag.toLowerCase().includes('list') ? 'tvm.stackEntryList' : 'tvm.stackEntryTuple',
          [tag.toLowerCase().includes('list') ? 'list' : 'tuple']: value,
        });
      default:
        return bad(`unsupported stack entry type ${tag}`);
    }
  });
}

/**
 * tonlib's typed `tvm.stackEntry*` objects → TVM values. A request's top-level entries are validated as
 * TvmStackEntry, but the elements of a legacy `tuple`/`list` entry are not, so every field is checked here.
 */
export function parseTypedEntry(value: unknown): TupleItem {
  const entry = fields(value);
  switch (entry?.['@type']) {
    case 'tvm.stackEntryNumber':
      return { type: 'int', value: parseInteger(fields(entry.number)?.number) };
    case 'tvm.stackEntryCell':
      return { type: 'cell', cell: bytesOf(entry.cell, 'tvm.Cell') };
    case 'tvm.stackEntrySlice':
      return { type: 'slice', cell: bytesOf(entry.slice, 'tvm.Slice') };
    case 'tvm.stackEntryTuple':
      return { type: 'tuple', items: listOf(fields(entry.tuple)?.elements).map(parseTypedEntry) };
    case 'tvm.stackEntryList':
      return listToTuple(listOf(fields(entry.list)?.elements).map(parseTypedEntry));
    default:
      return bad(`unsupported stack entry type ${String(entry?.['@type'])}`);
  }
}

/** A TVM list is nested pairs [head, tail] ending in null. */
function listToTuple(items: TupleItem[]): TupleItem {
  return items.reduceRight<TupleItem>((tail, head) => ({ type: 'tuple', items: [head, tail] }), { type: 'null' });
}

const boc = (cell: Cell) => cell.toBoc({ idx: false }).toString('base64');

function cellObject(cell: Cell): CellObject {
  const data = cell.bits.subbuffer(0, cell.bits.length - (cell.bits.length % 8)) ?? Buffer.alloc(0);
  const tail = cell.bits.length % 8;
  let bytes = Buffer.from(data);
  if (tail) {
    const last =
      cell
        .beginParse()
        .skip(cell.bits.length - tail)
        .loadUint(tail) <<
      (8 - tail);
    bytes = Buffer.concat([bytes, Buffer.from([last])]);
  }
  return {
    data: { b64: bytes.toString('base64'), len: cell.bits.length },
    refs: cell.refs.map(cellObject),
    special: cell.isExotic,
  };
}

/** TVM value → tonlib's typed entry (numbers decimal). */
export function typedEntry(item: TupleItem): TvmStackEntry {
  switch (item.type) {
    case 'int':
      return {
        '@type': 'tvm.stackEntryNumber',
        number: { '@type': 'tvm.numberDecimal', number: item.value.toString() },
      };
    case 'nan':
      return { '@type': 'tvm.stackEntryUnsupported' };
    case 'cell':
      return { '@type': 'tvm.stackEntryCell', cell: { '@type': 'tvm.cell', bytes: boc(item.cell) } };
    case 'slice':
    case 'builder':
      return { '@type': 'tvm.stackEntrySlice', slice: { '@type': 'tvm.slice', bytes: boc(item.cell) } };
    case 'tuple':
      return { '@type': 'tvm.stackEntryTuple', tuple: { '@type': 'tvm.tuple', elements: item.items.map(typedEntry) } };
    case 'null':
      return { '@type': 'tvm.stackEntryList', list: { '@type': 'tvm.list', elements: [] } };
  }
}

const hex = (v: bigint) => (v < 0n ? `-0x${(-v).toString(16)}` : `0x${v.toString(16)}`);

/** TVM value → the legacy `[tag, value]` entry @ton/ton and tonweb parse (ints hex, slices as cells, null as empty list). */
export function legacyEntry(item: TupleItem): LegacyStackEntry {
  switch (item.type) {
    case 'int':
      return ['num', hex(item.value)];
    case 'cell':
    case 'slice':
    case 'builder':
      return ['cell', { bytes: boc(item.cell), object: cellObject(item.cell) }];
    case 'tuple':
      return ['tuple', { '@type': 'tvm.tuple', elements: item.items.map(typedEntry) }];
    case 'null':
      return ['list', { '@type': 'tvm.list', elements: [] }];
    case 'nan':
      return ['unsupported', ''];
  }
}
