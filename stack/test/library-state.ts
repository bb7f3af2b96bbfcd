/**
 * Run as a process of its own (stack/test/adapters.test.ts): imports every module that used to install a library
 * adapter when imported, then prints, as one line of JSON, whether the libraries still hold their own functions, and
 * again once both adapters are installed by name.
 */
import pg from 'pg';

const BYTEA = 17;
const byteaBinary = pg.types.getTypeParser(BYTEA, 'binary');

await import('../../server/src/server.ts');
await import('../../server/src/v3/queries/db.ts');
await import('../../server/src/v3/queries/statements.ts');
await import('../../indexer/actions/parts.ts');
await import('../../indexer/pipeline/follow.ts');
await import('../../indexer/pipeline/verify.ts');
await import('../../indexer/ingest/parse-local.ts');
await import('../../devnet/chain/local-chain.ts');
await import('../local.ts');

const { installTonCoreSpeedups, tonCoreSpeedups } = await import('../../tlb/adapters/ton-core.ts');
const { installPgAdaptations, pgAdaptationsInstalled, binaryFieldsInstalled } = await import(
  '../../server/src/v3/queries/adapters/pg.ts'
);
const { createRequire } = await import('node:module');
const fromPg = createRequire(createRequire(import.meta.url).resolve('pg'));
const { Parser } = fromPg('pg-protocol/dist/parser.js') as { Parser: { prototype: { handlePacket: object } } };
const ownHandler = Parser.prototype.handlePacket;

function state() {
  return {
    replaced: tonCoreSpeedups.filter((p) => p.holder?.[p.key] !== p.original).map((p) => p.location),
    found: tonCoreSpeedups.filter((p) => p.original !== undefined).length,
    pgAdaptations: pgAdaptationsInstalled(),
    binaryFields: binaryFieldsInstalled(),
    parserHandler: Parser.prototype.handlePacket === ownHandler ? 'own' : 'wrapped',
    byteaBinaryParser: pg.types.getTypeParser(BYTEA, 'binary') === byteaBinary ? 'own' : 'replaced',
  };
}

const imported = state();
const adapters = [installTonCoreSpeedups(), installPgAdaptations()];
process.stdout.write(`${JSON.stringify({ imported, installed: state(), adapters })}\n`);
process.exit(0);
