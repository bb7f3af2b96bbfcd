#!/usr/bin/env tsx
/**
 * Streaming subscribers in a process of their own, so the server's memory per connection is measured without the
 * clients' share: `tsx server/bench/streaming-clients.ts <base url> <sse|ws|mixed> <count> <subscription JSON>
 * [first loopback address, e.g. 127.0.0.2]`. Every 5,000 subscribers take the next loopback address: one address
 * has ports for about 28,000 sockets, and the server caps the streams one address holds open (S7).
 * Prints `ready` once every subscription is confirmed, then holds them until killed. Commands on stdin, each
 * answered with one JSON line:
 *   report  {"clients", "delivered", "duplicates", "min", "max", "ended"}: notifications per subscriber, a
 *           duplicate being a position a subscriber received twice
 *   times   {"<position>": [receipt times, ms since the epoch], …}: when each notification reached each subscriber
 */
import { createInterface } from 'node:readline';
import { subscribe, type Subscriber } from './streaming-subscriber.ts';

const [base, kind, countText, subscriptionText, firstAddress = '127.0.0.2'] = process.argv.slice(2) as [
  string,
  'sse' | 'ws' | 'mixed',
  string,
  string,
  string?,
];
const count = Number(countText);
const subscription = JSON.parse(subscriptionText) as Record<string, unknown>;
const PER_ADDRESS = 5000;
const [a, b, c, d] = firstAddress.split('.').map(Number) as [number, number, number, number];
const addressOf = (i: number) => `${a}.${b}.${c}.${d + Math.floor(i / PER_ADDRESS)}`;

const times = new Map<string, number[]>();
const onEvent = (position: string, at: number) => {
  const t = times.get(position);
  if (t) t.push(at);
  else times.set(position, [at]);
};

const subscribers: Subscriber[] = [];
// 100 handshakes at a time: the server admits and subscribes each with a few awaits, and the listen backlog is finite
for (let i = 0; i < count; i += 100) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(100, count - i) }, (_, k) =>
      subscribe({
        base,
        kind: kind === 'mixed' ? ((i + k) % 2 ? 'ws' : 'sse') : kind,
        subscription,
        localAddress: addressOf(i + k),
        onEvent,
      }),
    ),
  );
  subscribers.push(...batch);
}
process.stdout.write('ready\n');

createInterface({ input: process.stdin }).on('line', (line) => {
  const command = line.trim();
  if (command === 'report') {
    const sizes = subscribers.map((s) => s.positions.length);
    const duplicates = subscribers.reduce((n, s) => n + s.positions.length - new Set(s.positions).size, 0);
    process.stdout.write(
      `${JSON.stringify({
        clients: subscribers.length,
        delivered: sizes.reduce((x, y) => x + y, 0),
        duplicates,
        min: Math.min(...sizes),
        max: Math.max(...sizes),
        ended: subscribers.filter((s) => s.ended).length,
      })}\n`,
    );
  } else if (command === 'times') {
    process.stdout.write(`${JSON.stringify(Object.fromEntries(times))}\n`);
  }
});
setInterval(() => {}, 1 << 30);
