import http from 'node:http';
import { buildTestApp } from '../../../../tools/testing/test-app';

/** One keep-alive page request; resolves with the answer's cache verdict and Connection header. */
function page(agent: http.Agent, port: number, path: string) {
  return new Promise<{ cache: unknown; connection: unknown }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent, headers: { accept: 'text/html', host: 'localhost' } }, (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({ cache: answer.headers['x-page-cache'], connection: answer.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

// A worker being replaced in a cluster: keep-alive clients must read `Connection: close` and go, also when
// their page is a hit the cache front would answer outside Fastify (which is what says it).
describe('draining with the page cache front', () => {
  it('answers a cached page with Connection: close once the drain has begun', async () => {
    const t = await buildTestApp({ slices: ['mf-content'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // A second client keeps a connection open, so the drain waits out its grace while we ask.
    const other = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await page(agent, port, '/blog');
      expect(await page(agent, port, '/blog')).toEqual({ cache: 'hit', connection: 'keep-alive' });
      await page(other, port, '/blog');
      const closing = t.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await page(agent, port, '/blog')).toMatchObject({ connection: 'close' });
      other.destroy();
      await closing;
    } finally {
      agent.destroy();
      other.destroy();
    }
  }, 60_000);
});
