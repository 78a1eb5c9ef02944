// Test helper (not shipped code): a TCP proxy in front of Redis that the suite can cut and restore,
// so "Redis went away" is tested without stopping the Redis server other test runs share.
import { connect, createServer, type Server, type Socket } from 'node:net';

export type RedisProxy = { port: number; cut(): void; restore(): void; close(): Promise<void> };

export async function startRedisProxy(target: { host: string; port: number }): Promise<RedisProxy> {
  let up = true;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
