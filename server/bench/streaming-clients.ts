#!/usr/bin/env tsx
/**
 * Idle streaming subscribers in a process of their own, so the server's memory per connection is measured
 * without the clients' share: `tsx server/bench/streaming-clients.ts <base url> <sse|ws> <count> <raw address>`.
 * Prints `ready` once every subscription is confirmed, then holds them until killed.
 */
import WebSocket from 'ws';

const [base, kind, countText, address] = process.argv.slice(2) as [string, string, string, string];
const count = Number(countText);
const sockets: unknown[] = [];

async function openSse(): Promise<void> {
  const res = await fetch(`${base}/api/streaming/v2/sse?types=transactions&addresses=${address}`);
  const reader = res.body!.getReader();
  await reader.read(); // {"status":"subscribed"}
  sockets.push(reader);
  void (async () => { while (!(await reader.read()).done); })();
}

function openWs(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/streaming/v2/ws`);
    ws.on('open', () => ws.send(JSON.stringify({ operation: 'subscribe', types: ['transactions'], addresses: [address] })));
    ws.once('message', () => resolve());
    ws.on('error', reject);
    sockets.push(ws);
  });
}

for (let i = 0; i < count; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => (kind === 'ws' ? openWs() : openSse())));
}
process.stdout.write('ready\n');
setInterval(() => {}, 1 << 30);
