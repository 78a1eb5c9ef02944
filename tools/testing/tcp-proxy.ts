import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server, for chaos tests: `pass` forwards, `hang` accepts
 * connections and holds every byte in both directions (a server that is up but answers nothing, as
 * when it is stopped; what it held is delivered when it resumes), `refuse` drops every connection at
 * once and refuses new ones (a server that is down).
 */
export type ProxyMode = 'pass' | 'hang' | 'refuse';

export type TcpProxy = { port: number; mode(next: ProxyMode): void; close(): Promise<void> };

type Pair = { client: net.Socket; upstream: net.Socket };

const destroy = ({ client, upstream }: Pair) => {
  client.destroy();
  upstream.destroy();
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<Pair>();
  const held: { to: net.Socket; chunk: Buffer }[] = [];
  const server = net.createServer((client) => {
    if (mode === 'refuse') return client.destroy();
    const upstream = net.connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (mode === 'pass') to.write(chunk);
        else held.push({ to, chunk });
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      destroy(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    mode(next) {
      mode = next;
      if (next === 'refuse') {
        held.length = 0;
        for (const pair of pairs) destroy(pair);
      }
      if (next === 'pass') for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close: () =>
      new Promise((resolve) => {
        for (const pair of pairs) destroy(pair);
        server.close(() => resolve());
      }),
  };
}
