/**
 * Resume (S16): subscribers that miss `blocks` blocks of news (the local network makes one a second: 600 are ten
 * minutes) come back with the last position they received and catch up. Measured: from the reconnect until every
 * missed notification has arrived, and, against a subscriber connected all along, that the resumed stream holds
 * every notification after the position once and in order, across the seam to the live stream (blocks keep coming
 * during the catch-up).
 */
import { sleep, verdict, type Pipeline } from './streaming-pipeline.ts';
import { now, subscribe, type Subscriber } from './streaming-subscriber.ts';

/** Blocks made while the resumed subscribers catch up, so the replay meets live news. */
const LIVE_DURING = 3;

const newsOf = (position: string) => Number(position.split(':')[0]);
/** Position order: `<news>:<ordinal>`, numerically on both. */
const after = (a: string, b: string) => {
  const [an, ao = -1] = a.split(':').map(Number) as [number, number?];
  const [bn, bo = -1] = b.split(':').map(Number) as [number, number?];
  return an !== bn ? an > bn : ao! > bo!;
};

export async function resumeCatchUp(p: Pipeline, blocks: number, transfers: number): Promise<void> {
  const subscription = { types: ['transactions', 'actions'], addresses: p.addresses, min_finality: 'confirmed' };
  const allAlong = await subscribe({ base: p.base, kind: 'ws', subscription });
  const leaving = await Promise.all(
    (['ws', 'sse'] as const).map((kind) => subscribe({ base: p.base, kind, subscription })),
  );
  // each receives something before it leaves, so it resumes from a notification's position, not a bare news one
  await p.delivered(await p.block(transfers));
  await waitFor(() => leaving.every((s) => s.positions.length > 0 && s.positions.length === allAlong.positions.length));
  for (const s of leaving) s.close();
  const lastSeen = leaving.map((s) => s.positions.at(-1)!);

  const made = performance.now();
  let last = 0;
  for (let i = 0; i < blocks; i++) last = await p.block(transfers);
  const producedS = (performance.now() - made) / 1000;
  await p.delivered(last);
  const indexedS = (performance.now() - made) / 1000;
  // the last batch written to its socket has reached the subscriber connected all along
  await sleep(300);
  console.log(
    `  resume: ${blocks} blocks with ${transfers} transfers each (${blocks} s of the local network's blocks) made in ${producedS.toFixed(1)} s, indexed and delivered live in ${indexedS.toFixed(1)} s`,
  );

  for (const [i, kind] of (['ws', 'sse'] as const).entries()) {
    const from = lastSeen[i]!;
    const missed = allAlong.positions.filter((pos) => after(pos, from));
    const headAtReconnect = missed.at(-1)!;
    const news = await newsBetween(p, newsOf(from), newsOf(headAtReconnect));
    let caughtAt = 0;
    const reconnected = now();
    const back: Subscriber = await subscribe({
      base: p.base,
      kind,
      subscription,
      from,
      onEvent: (pos, at) => {
        if (pos === headAtReconnect) caughtAt = at;
      },
    });
    // live news meanwhile: held by the server while it replays, sent after the replay without what it covered
    for (let b = 0; b < LIVE_DURING; b++) last = await p.block(transfers);
    await p.delivered(last);
    await waitFor(() => caughtAt > 0 && back.positions.at(-1) === allAlong.positions.at(-1));
    const seconds = (caughtAt - reconnected) / 1000;
    const expected = allAlong.positions.filter((pos) => after(pos, from));
    const got = back.positions;
    const lost = expected.filter((pos) => !got.includes(pos)).length;
    const duplicated = got.length - new Set(got).size;
    const inOrder = got.length === expected.length && got.every((pos, k) => pos === expected[k]);
    console.log(
      `    ${kind === 'ws' ? 'WebSocket `from`' : 'SSE `Last-Event-ID`'} ${from}: ${news} news, ${missed.length} notifications missed, all received in ${seconds.toFixed(2)} s from the reconnect (${(missed.length / seconds).toFixed(0)} notifications/s, ${(news / seconds).toFixed(0)} news/s: ${(news / seconds).toFixed(0)}× the local network's pace),` +
        ` then ${got.length - missed.length} live; against the subscriber connected all along: ${lost} lost, ${duplicated} duplicated, ${inOrder ? 'same order' : 'ORDER DIFFERS'} (target 0 and 0): ${verdict(lost === 0 && duplicated === 0 && inOrder)}`,
    );
    back.close();
  }
  allAlong.close();
}

/** How many pieces of news the index recorded after `from` up to `to`. */
async function newsBetween(p: Pipeline, from: number, to: number): Promise<number> {
  const { rows } = await p.db.query<{ n: string }>(
    'SELECT count(*) AS n FROM index_news WHERE position > $1 AND position <= $2',
    [from, to],
  );
  return Number(rows[0]!.n);
}

async function waitFor(done: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for notifications');
    await sleep(10);
  }
}
