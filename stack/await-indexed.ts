// The local stack's network seeds its own history when it is new (devnet/seed.ts, the one seeder); before
// the conformance suite or a load run, the index must hold all of it, so v3's lists have transactions,
// traces, actions and jetton movements to serve.

/** A GET with the key: its JSON body, or undefined; a transport failure answers status 0. */
function httpAsk(
  apiKey?: string,
  timeoutMs = 20_000,
): (a: { method: 'GET'; url: string }) => Promise<{ status: number; json: unknown }> {
  return async (a) => {
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (apiKey) headers['x-api-key'] = apiKey;
      const res = await fetch(a.url, { method: a.method, headers, signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json };
    } catch {
      return { status: 0, json: undefined };
    }
  };
}

export interface IndexedOptions {
  v2: string;
  v3: string;
  apiKey?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

type Ask = ReturnType<typeof httpAsk>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, deadline: number): Promise<T> {
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`preparing the local stack: timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function mcSeqno(ask: Ask, url: string, pick: (json: unknown) => unknown): Promise<number | undefined> {
  const seqno = pick((await ask({ method: 'GET', url })).json);
  return typeof seqno === 'number' ? seqno : undefined;
}

/** Waits until the indexer has every masterchain block the network had when called (the seeded history among them). */
export async function awaitIndexed(o: IndexedOptions): Promise<{ mcSeqno: number; transactions: number }> {
  const ask = httpAsk(o.apiKey);
  const deadline = Date.now() + (o.timeoutMs ?? 120_000);
  const v2Head = (j: unknown) => (j as { result?: { last?: { seqno?: unknown } } } | undefined)?.result?.last?.seqno;
  const v3Head = (j: unknown) => (j as { last?: { seqno?: unknown } } | undefined)?.last?.seqno;
  const target = await until(
    'the v2 masterchain head',
    () => mcSeqno(ask, `${o.v2}/getMasterchainInfo`, v2Head),
    deadline,
  );
  await until(
    `the indexer to reach masterchain block ${target}`,
    async () => {
      const s = await mcSeqno(ask, `${o.v3}/masterchainInfo`, v3Head);
      return s !== undefined && s >= target ? s : undefined;
    },
    deadline,
  );
  const page = await ask({ method: 'GET', url: `${o.v3}/transactions?limit=1000&sort=asc` });
  const transactions = ((page.json as { transactions?: unknown[] } | undefined)?.transactions ?? []).length;
  if (transactions === 0)
    throw new Error('the local stack: the index holds no transactions although the network was seeded');
  o.log?.(`indexer caught up with masterchain block ${target}: ${transactions} transactions`);
  return { mcSeqno: target, transactions };
}
