#!/usr/bin/env tsx
/**
 * Streaming subscribers in a process of their own, so the server's memory per connection is measured
 * without the clients' share and their parsing does not compete with the server's event loop:
 * `tsx server/bench/streaming-clients.ts <base url> <sse|ws|mixed> <count> <raw address> [min_finality]`.
 * Prints `ready` once every subscription is confirmed, then holds them until killed. Each subscriber counts
 * the distinct (trace, finality) `transactions` events it received; a `report` line on stdin prints
 * `{"clients", "delivered", "min", "max", "ended"}` as one JSON line.
 */
import { createInterface } from 'node:readline';
import WebSocket from 'ws';

const [base, kind, countText, address, minFinality = 'finalized'] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string?,
];
const count = Number(countText);
const held: unknown[] = [];
const clients: Array<{ seen: Set<string>; ended: boolean }> = [];

function counter() {
  const c = { seen: new Set<string>(), ended: false };
  clients.push(c);
  return {
    c,
    take(text: string) {
      const m = JSON.parse(text) as { type?: string; finality?: string; trace_external_hash_norm?: string };
      if (m.type === 'transactions') c.seen.add(`${m.trace_external_hash_norm}/${m.finality}`);
    },
  };
}

async function openSse(): Promise<void> {
  const { c, take } = counter();
  const res = await fetch(
    `${base}/api/streaming/v2/sse?types=transactions&addresses=${address}&min_finality=${minFinality}`,
  );
  const reader = res.body!.getReader();
  held.push(reader);
  const decoder = new TextDecoder();
  let buf = '';
  let subscribed: () => void = () => {};
  const ready = new Promise<void>((r) => {
    subscribed = r;
  });
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let i;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        // `event: <name>` then `data: …` (streaming S15)
        const data = block.slice(block.indexOf('\n') + 1);
        if (data.startsWith('data: {"status":"subscribed"')) subscribed();
        else if (block.startsWith('event: event\n') && data.startsWith('data: ')) take(data.slice(6));
      }
    }
    c.ended = true;
    subscribed();
  })();
  await ready;
}

function openWs(): Promise<void> {
  const { c, take } = counter();
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/streaming/v2/ws`);
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          operation: 'subscribe',
          types: ['transactions'],
          addresses: [address],
          min_finality: minFinality,
        }),
      ),
    );
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.includes('"status":"subscribed"')) resolve();
      else take(text);
    });
    ws.on('close', () => {
      c.ended = true;
    });
    ws.on('error', reject);
    held.push(ws);
  });
}

for (let i = 0; i < count; i += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, count - i) }, (_, k) =>
      kind === 'ws' || (kind === 'mixed' && (i + k) % 2 === 1) ? openWs() : openSse(),
    ),
  );
}
process.stdout.write('ready\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'report') return;
  const sizes = clients.map((c) => c.seen.size);
  process.stdout.write(
    JSON.stringify({
      clients: clients.length,
      delivered: sizes.reduce((a, b) => a + b, 0),
      min: Math.min(...sizes),
      max: Math.max(...sizes),
      ended: clients.filter((c) => c.ended).length,
    }) + '\n',
  );
});
setInterval(() => {}, 1 << 30);
