/**
 * The index's news that streaming subscribers may resume from (`block:<mc seqno>`, `pending:<trace id hex>`,
 * `invalidated:<norm hex>`): recorded in `index_news` with the next position and NOTIFYed on the index's channel, in
 * the caller's transaction, so positions follow commit order (migration 0013).
 */
import type pg from 'pg';

export async function addNews(client: pg.ClientBase, news: string): Promise<void> {
  await client.query('SELECT index_news_add($1)', [news]);
}

/** How long the index keeps its news: API replicas let subscribers resume within at most this window. */
export const NEWS_RETENTION_HOURS = 24;

export async function pruneNews(client: pg.ClientBase): Promise<void> {
  await client.query('DELETE FROM index_news WHERE at < now() - make_interval(hours => $1)', [NEWS_RETENTION_HOURS]);
}
