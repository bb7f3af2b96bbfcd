/**
 * The index's news (contract/index-news.ts). What streaming subscribers may resume from (`block`, `pending`,
 * `invalidated`) is recorded in `index_news` with the next position and NOTIFYed on the index's channel, in the
 * caller's transaction, so positions follow commit order (migration 0013); the rest is only NOTIFYed.
 */
import type pg from 'pg';
import { formatIndexNews, INDEX_EVENTS_CHANNEL, type IndexNews } from '../../contract/index-news.ts';

export async function addNews(client: pg.ClientBase, news: IndexNews): Promise<void> {
  await client.query({ name: 'add_news', text: 'SELECT index_news_add($1)', values: [formatIndexNews(news)] });
}

/** News no subscriber resumes from (a bulk import): announced, delivered by PostgreSQL on COMMIT, not recorded. */
export async function announce(client: pg.ClientBase, news: IndexNews): Promise<void> {
  await client.query({
    name: 'announce',
    text: 'SELECT pg_notify($1, $2)',
    values: [INDEX_EVENTS_CHANNEL, formatIndexNews(news)],
  });
}

/** How long the index keeps its news: API replicas let subscribers resume within at most this window. */
export const NEWS_RETENTION_HOURS = 24;

export async function pruneNews(client: pg.ClientBase): Promise<void> {
  await client.query('DELETE FROM index_news WHERE at < now() - make_interval(hours => $1)', [NEWS_RETENTION_HOURS]);
}
