/**
 * `generated/db/rows.ts`: one interface per table of the index, read from a database migrated with
 * indexer/migrations/, each column typed as node-postgres hands it over (its default parsers: int8 and numeric
 * as decimal strings, int2/int4 as numbers, bytea as Buffer, json/jsonb parsed, timestamptz as Date, arrays as
 * arrays, a nullable column `| null`). The indexer's writer rows and the server's query rows derive from these, so
 * a migration that changes a column breaks the build wherever a row type disagrees with it.
 *
 * A generator of its own rather than kanel, pg-to-ts or zapatos: none of them is a dependency, and all this needs
 * is one interface per table from pg_attribute. Migrating a database takes seconds, so the output is keyed on a
 * hash of the migrations, written into its header: `make generate` rebuilds it only when that hash differs, and
 * needs no PostgreSQL otherwise.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type pg from 'pg';
import { repoRoot } from '../contract/spec.ts';
import { listMigrations } from '../indexer/db/migrate.ts';

export const ROW_TYPES_PATH = join(repoRoot, 'generated', 'db', 'rows.ts');

/** sha256 of every migration's file name and contents, in the order they apply. */
export function migrationsHash(): string {
  const h = createHash('sha256');
  for (const m of listMigrations()) h.update(`${m.version}_${m.name}\n${m.sql}\n`);
  return h.digest('hex');
}

const HASH_LINE = /^\/\/ migrations sha256: ([0-9a-f]{64})$/m;

/** The migrations hash a generated file was made from (undefined when it has none). */
export function hashOf(content: string): string | undefined {
  return HASH_LINE.exec(content)?.[1];
}

export interface SchemaColumn {
  table: string;
  column: string;
  nullable: boolean;
  /** as PostgreSQL spells it (`bigint`, `character varying(64)`, `text[]`) */
  sqlType: string;
  /** pg_type.typname of the column's type, of its base type for a domain, of its element type for an array */
  typeName: string;
  isArray: boolean;
  /** an enum's labels, in their order */
  enumLabels?: string[];
}

/**
 * Every column of every ordinary and partitioned table in `public` (not the partitions, which repeat their
 * parent's columns), in table and column order.
 */
export async function readSchema(client: pg.Pool | pg.ClientBase): Promise<SchemaColumn[]> {
  const { rows } = await client.query<{
    table: string;
    column: string;
    nullable: boolean;
    sql_type: string;
    type_name: string;
    is_array: boolean;
    enum_labels: string[] | null;
  }>(`
    WITH cols AS (
      SELECT c.relname AS table, a.attname AS column, a.attnum, NOT a.attnotnull AS nullable,
             format_type(a.atttypid, a.atttypmod) AS sql_type,
             CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END AS type_oid
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        JOIN pg_type t ON t.oid = a.atttypid
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    )
    SELECT cols.table, cols.column, cols.nullable, cols.sql_type,
           coalesce(e.typname, t.typname) AS type_name,
           t.typcategory = 'A' AS is_array,
           (SELECT array_agg(enumlabel ORDER BY enumsortorder) FROM pg_enum
             WHERE enumtypid = coalesce(e.oid, t.oid)) AS enum_labels
      FROM cols
      JOIN pg_type t ON t.oid = cols.type_oid
      LEFT JOIN pg_type e ON t.typcategory = 'A' AND e.oid = t.typelem
     ORDER BY cols.table, cols.attnum`);
  return rows.map((r) => ({
    table: r.table,
    column: r.column,
    nullable: r.nullable,
    sqlType: r.sql_type,
    typeName: r.type_name,
    isArray: r.is_array,
    ...(r.enum_labels ? { enumLabels: r.enum_labels } : {}),
  }));
}

/** node-postgres's default parsers (pg-types), by type name; a type missing here arrives as its text. */
const JS_TYPES: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  oid: 'number',
  float4: 'number',
  float8: 'number',
  int8: 'string',
  numeric: 'string',
  bool: 'boolean',
  bytea: 'Buffer',
  json: 'Json',
  jsonb: 'Json',
  timestamptz: 'Date',
  timestamp: 'Date',
  date: 'Date',
};

export function jsTypeOf(c: SchemaColumn): string {
  const element = c.enumLabels
    ? c.enumLabels.map((l) => JSON.stringify(l)).join(' | ')
    : (JS_TYPES[c.typeName] ?? 'string');
  const base = c.isArray ? (element.includes(' ') ? `Array<${element}>` : `${element}[]`) : element;
  // jsonb null and SQL NULL both arrive as null, which Json already admits
  return c.nullable && base !== 'Json' ? `${base} | null` : base;
}

/** `jetton_wallet_balances` → `JettonWalletBalancesRow`. */
export function rowTypeName(table: string): string {
  return `${table.replace(/(^|_)([a-z0-9])/g, (_, __, ch: string) => ch.toUpperCase())}Row`;
}

export function renderRowTypes(columns: SchemaColumn[], hash: string): string {
  const tables = new Map<string, SchemaColumn[]>();
  for (const c of columns) tables.set(c.table, [...(tables.get(c.table) ?? []), c]);
  const out = [
    '// generated from indexer/migrations/ by tools/row-types.ts, do not edit; run make generate',
    `// migrations sha256: ${hash}`,
    '',
    '/**',
    " * The index's tables as node-postgres returns their rows: one interface per table, each column typed as pg",
    ' * parses it, its SQL type beside it.',
    ' */',
    '',
    '/** json/jsonb: whatever JSON was stored (null for SQL NULL too). */',
    'export type Json = unknown;',
  ];
  for (const [table, cols] of tables) {
    out.push('', `/** \`${table}\` */`, `export interface ${rowTypeName(table)} {`);
    for (const c of cols)
      out.push(`  /** ${c.sqlType}${c.nullable ? '' : ' NOT NULL'} */`, `  ${c.column}: ${jsTypeOf(c)};`);
    out.push('}');
  }
  return `${out.join('\n')}\n`;
}

/** The file from a database the current migrations were applied to (started and stopped here). */
export async function buildRowTypes(): Promise<string> {
  const { freshDatabase } = await import('../indexer/db/fresh-database.ts');
  const db = await freshDatabase({ prefix: 'row_types', max: 1 });
  try {
    return renderRowTypes(await readSchema(db.pool), migrationsHash());
  } finally {
    await db.stop();
  }
}

/** Rebuilds `generated/db/rows.ts` when its hash is not the migrations' (or `force`); true when it wrote. */
export async function writeRowTypes(options: { force?: boolean; path?: string } = {}): Promise<boolean> {
  const path = options.path ?? ROW_TYPES_PATH;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (!options.force && hashOf(current) === migrationsHash()) return false;
  const content = await buildRowTypes();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return true;
}
