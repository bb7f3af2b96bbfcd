// generated/db/rows.ts is derived from indexer/migrations/ and committed: it must be what `make generate` builds now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRowTypes, hashOf, jsTypeOf, migrationsHash, ROW_TYPES_PATH, rowTypeName } from '../row-types.ts';

const onDisk = () => readFileSync(ROW_TYPES_PATH, 'utf8');

describe('generated/db/rows.ts', () => {
  it('was made from the migrations as they are now (run make generate when this fails)', () => {
    expect(hashOf(onDisk()), 'a migration changed since the row types were generated').toBe(migrationsHash());
  });

  it('is what a database migrated now describes, byte for byte', async () => {
    expect(await buildRowTypes()).toBe(onDisk());
  }, 120_000);
});

describe('row types', () => {
  const column = { table: 't', column: 'c', sqlType: '', isArray: false };
  it('type each column as node-postgres parses it', () => {
    expect(jsTypeOf({ ...column, typeName: 'int8', nullable: false })).toBe('string');
    expect(jsTypeOf({ ...column, typeName: 'int4', nullable: true })).toBe('number | null');
    expect(jsTypeOf({ ...column, typeName: 'bytea', nullable: true, isArray: true })).toBe('Buffer[] | null');
    expect(jsTypeOf({ ...column, typeName: 'jsonb', nullable: true })).toBe('Json');
    expect(jsTypeOf({ ...column, typeName: 'timestamptz', nullable: false })).toBe('Date');
    expect(jsTypeOf({ ...column, typeName: 'uuid', nullable: false })).toBe('string');
    expect(jsTypeOf({ ...column, typeName: 'mood', nullable: false, isArray: true, enumLabels: ['a', 'b'] })).toBe(
      'Array<"a" | "b">',
    );
  });

  it('are named after their table', () => {
    expect(rowTypeName('jetton_wallet_balances')).toBe('JettonWalletBalancesRow');
    expect(rowTypeName('multisig')).toBe('MultisigRow');
  });
});
