export { startEmbeddedPostgres, freePort, type PostgresHandle, type StartOptions } from './postgres.ts';
export { migrate, listMigrations, MIGRATIONS_DIR, type Migration } from './migrate.ts';
