export interface HealthReport {
  ok: boolean;
  [k: string]: unknown;
}

/** Something that can say whether the server can answer: the liteserver pool implements it. */
export interface HealthSource {
  health(): Promise<HealthReport>;
}

// The liteserver pool keeps one per liteserver; the database pool one for PostgreSQL.
export { DependencyState } from '../../../liteapi/dependency-state.ts';
