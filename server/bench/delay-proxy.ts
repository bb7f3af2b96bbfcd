/**
 * A TCP proxy that holds every chunk for a fixed time in each direction: PostgreSQL as if on another host, for
 * the v3 bench's `--db-delay-ms`. A process of its own, so its work is not the measured server's. The delay is at
 * least a timer's millisecond; Nagle is off on both sides, so a small write is not held for an acknowledgement.
 *   tsx server/bench/delay-proxy.ts <target: a Unix socket path or host:port> <delay ms>
 * It listens on a free port of 127.0.0.1 and sends that port to its parent (IPC) or prints it.
 */
import net from 'node:net';

const [target, delay] = [process.argv[2]!, Number(process.argv[3] ?? 1)];

function connectTarget(): net.Socket {
  if (target.startsWith('/')) return net.connect(target);
  const at = target.lastIndexOf(':');
  const socket = net.connect(Number(target.slice(at + 1)), target.slice(0, at));
  socket.setNoDelay(true);
  return socket;
}

function forward(from: net.Socket, to: net.Socket): void {
  from.on('data', (chunk) => setTimeout(() => to.write(chunk), delay));
  from.on('close', () => setTimeout(() => to.destroy(), delay));
  from.on('error', () => {});
}

const server = net.createServer((client) => {
  client.setNoDelay(true);
  const upstream = connectTarget();
  forward(client, upstream);
  forward(upstream, client);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as net.AddressInfo;
  if (process.send) {
    process.send({ port });
    // a bench that ended without stopping it (it failed) takes its proxy with it
    process.on('disconnect', () => process.exit(0));
  } else console.log(`delay proxy on 127.0.0.1:${port} → ${target}, ${delay} ms each way`);
});
