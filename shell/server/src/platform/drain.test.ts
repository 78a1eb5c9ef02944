import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerDrain } from './drain';

/** One keep-alive GET; resolves with the answer's Connection header. */
function get(agent: http.Agent, port: number, path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers.connection));
      })
      .on('error', reject);
  });
}

describe('draining on shutdown', () => {
  it('answers a request in flight with Connection: close once close() has begun', async () => {
    const app = Fastify();
    registerDrain(app);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/slow', async () => {
      arrived();
      await held;
      return 'done';
    });
    app.get('/quick', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });

    expect(await get(agent, port, '/quick')).toBe('keep-alive');
    const slow = get(agent, port, '/slow');
    await inFlight;
    const closing = app.close();
    // close() runs its preClose hooks on the next turns; the slow answer is still being worked on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await slow).toBe('close');
    await closing;
    agent.destroy();
  });
});
