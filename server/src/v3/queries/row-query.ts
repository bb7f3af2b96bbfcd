import pg from 'pg';
import { bindMessage, isBytea } from './binary-fields.ts';
import { ReleasingQuery, settleOnce } from './released-results.ts';

/**
 * Reads a statement's rows as node-pg does, with each row made by a function compiled once per column list.
 *
 * node-pg makes a row template per result by adding every column to a null-prototype object and spreading it
 * (`Result.addFields`), and copies that template for every row (`Result.parseRow`): on a page of ten transactions
 * (69 columns) and 90 messages, 12% of the API process's CPU went to the two. A compiled object literal builds a row
 * in one step, and the rows of one statement share V8's hidden class, which the record code reading them benefits
 * from. The values are parsed by node-pg's own type parsers, so a row holds exactly what node-pg's would.
 *
 * A pg `Query` (node-pg's submittable interface) that overrides the two handlers of the row messages; everything
 * else (the extended protocol, named statements, errors, the read timeout) is node-pg's. Once ended it lets go of
 * its result (released-results.ts). Given `binaryColumns`, it asks for those columns, each a bytea, in binary and
 * for the others in text (binary-fields.ts).
 */
interface Field {
  name: string;
  dataTypeID: number;
  format?: string;
}

/** The parts of node-pg's Query this class relies on, beyond its public typings. */
interface QueryInternals {
  _result: { fields: Field[]; rows: unknown[] };
  _canceledDueToError: unknown;
  _accumulateRows: boolean;
}

type MakeRow = (parsers: Array<(value: string) => unknown>, values: Array<string | null>) => unknown;

/** Row functions by column list; statements are the handlers' templates, so the list stays small. */
const makers = new Map<string, MakeRow>();

function makerFor(fields: Field[]): MakeRow | undefined {
  let key = '';
  for (const f of fields) key += `${f.name}\u0000`;
  let make = makers.get(key);
  if (make) return make;
  // a column named like an Object.prototype accessor would set the prototype in a literal: node-pg's own rows then
  if (fields.some((f) => f.name === '__proto__')) return undefined;
  const props = fields.map((f, i) => `${JSON.stringify(f.name)}: v[${i}] === null ? null : p[${i}](v[${i}])`);
  make = new Function('p', 'v', `return {${props.join(',')}}`) as MakeRow;
  if (makers.size < 1000) makers.set(key, make);
  return make;
}

/** A statement to read: node-pg's query config, and which of its result columns to read in binary (bytea only). */
export interface RowQueryConfig {
  text: string;
  name?: string;
  values: unknown[];
  binary?: boolean;
  binaryColumns?: readonly boolean[];
}

/** The connection's Bind, as node-pg's Query calls it while it prepares the statement. */
interface Binding {
  bind(config: { binary?: boolean }): void;
  _send(message: Buffer): void;
}

export class RowQuery<R extends pg.QueryResultRow> extends ReleasingQuery<R> {
  #make: MakeRow | undefined;
  #parsers: Array<(value: string) => unknown> = [];
  readonly #binaryColumns: readonly boolean[] | undefined;

  constructor(
    config: RowQueryConfig,
    values?: undefined,
    callback?: (err: Error | null | undefined, r: pg.QueryResult<R>) => void,
  ) {
    super(config, values, callback);
    this.#binaryColumns = config.binaryColumns;
  }

  /** node-pg's, with the Bind message asking for a format per result column when `binaryColumns` is given */
  prepare(connection: Binding): void {
    const prepare = (pg.Query.prototype as unknown as { prepare(c: Binding): void }).prepare;
    const columns = this.#binaryColumns;
    if (!columns) {
      prepare.call(this, connection);
      return;
    }
    const bind = connection.bind;
    connection.bind = (config) => {
      const message = bindMessage(config, columns);
      if (message) connection._send(message);
      else bind.call(connection, config);
    };
    try {
      prepare.call(this, connection);
    } finally {
      delete (connection as Partial<Binding>).bind;
    }
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    const self = this as unknown as QueryInternals;
    const wrong = msg.fields.find((f) => f.format === 'binary' && !isBytea(f));
    // node-pg's binary parsers of other types give other values than its text ones: the statement fails instead
    if (wrong) self._canceledDueToError = new Error(`column ${wrong.name} was asked for in binary, and is not a bytea`);
    this.#make = makerFor(msg.fields);
    if (!this.#make) {
      (pg.Query.prototype as unknown as RowHandlers).handleRowDescription.call(this, msg);
      return;
    }
    self._result.fields = msg.fields;
    this.#parsers = msg.fields.map((f) => pg.types.getTypeParser(f.dataTypeID, (f.format ?? 'text') as 'text'));
    self._accumulateRows = true;
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    if (!this.#make) {
      (pg.Query.prototype as unknown as RowHandlers).handleDataRow.call(this, msg);
      return;
    }
    const self = this as unknown as QueryInternals;
    if (self._canceledDueToError) return;
    try {
      self._result.rows.push(this.#make(this.#parsers, msg.fields));
    } catch (err) {
      self._canceledDueToError = err;
    }
  }
}

interface RowHandlers {
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
}

/** Runs `config` on `c` as a RowQuery: node-pg's result, rows made as above. */
export function queryRows<R extends pg.QueryResultRow>(
  c: pg.ClientBase,
  config: RowQueryConfig,
): Promise<pg.QueryResult<R>> {
  return new Promise((resolve, reject) => {
    c.query(new RowQuery<R>(config, undefined, settleOnce(resolve, reject)));
  });
}
