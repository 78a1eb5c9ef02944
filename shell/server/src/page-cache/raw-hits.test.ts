import net, { type AddressInfo } from 'node:net';
import type http from 'node:http';
import { frontedServer } from './fronted-server';
import { testFront } from './testing/test-front';

const PREFIX = 'versions tokens';
const PAGE = '<!doctype html><p>A post';
const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'" };

type Answer = { status: number; head: string; body: string };

/** Answers read off a raw connection in order; HEAD and 304 answers carry no body. */
function answersOf(bytes: Buffer, bodiless: (index: number) => boolean): { answers: Answer[]; complete: boolean } {
  const answers: Answer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) return { answers, complete: false };
    const head = bytes.toString('latin1', at, end);
    const status = Number(head.slice(9, 12));
    const length = bodiless(answers.length) || status === 304 ? 0 : Number(/content-length: (\d+)/i.exec(head)?.[1]);
    if (bytes.length < end + 4 + length) return { answers, complete: false };
    answers.push({ status, head, body: bytes.toString('utf8', end + 4, end + 4 + length) });
    at = end + 4 + length;
  }
  return { answers, complete: true };
}

describe('cache hits answered on the connection', () => {
  let server: http.Server;
  let port: number;
  let prefix: string | null;
  let reached: string[];
  // Requests Node's parser read (and handed to the front's request-level door, then maybe to Fastify).
  let readByNode: number;
  const { store, front } = testFront({
    peekKeyPrefix: () => prefix,
    settleKeyPrefix: async () => {
      prefix = PREFIX;
    },
  });

  const serve = front.serve.bind(front);
  front.serve = (request, response) => {
    readByNode += 1;
    return serve(request, response);
  };

  beforeAll(async () => {
    store.put(`${PREFIX} /blog/a-post`, PAGE, PAGE_HEADERS);
    server = frontedServer(() => front)((request, response) => {
      reached.push(`${request.method} ${request.url}`);
      const text = `from fastify ${request.url}`;
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': text.length }).end(text);
    }, {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ({ port } = server.address() as AddressInfo);
  });
  beforeEach(() => {
    prefix = PREFIX;
    reached = [];
    readByNode = 0;
  });
  afterAll(async () => {
    front.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const request = (path: string, extra = '', method = 'GET') =>
    `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nAccept-Encoding: identity\r\n${extra}\r\n`;

  /** Writes each part as its own packet on one connection and reads `count` answers. */
  function exchange(parts: (string | (() => void))[], count: number, bodiless = (_i: number) => false) {
    return new Promise<Answer[]>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const { answers, complete } = answersOf(received, bodiless);
        if (complete && answers.length >= count) {
          socket.destroy();
          resolve(answers);
        }
      });
      socket.on('error', reject);
      const send = async () => {
        for (const part of parts) {
          if (typeof part === 'function') part();
          else await new Promise((done) => socket.write(part, done));
        }
      };
      socket.on('connect', () => void send().catch(reject));
    });
  }

  it('answers pipelined hits in order, and from the first miss on lets Node read the connection', async () => {
    const all = request('/blog/a-post') + request('/blog/a-post') + request('/blog/other') + request('/blog/a-post');
    const answers = await exchange([all], 4);
    expect(answers.map((a) => a.body)).toEqual([PAGE, PAGE, 'from fastify /blog/other', PAGE]);
    expect(reached).toEqual(['GET /blog/other']);
    // The first two were answered here, the last by the front's request-level door once Node had the socket.
    expect(readByNode).toBe(2);
    expect(answers[3]?.head).toMatch(/x-page-cache: hit/);
  });

  it('sends the fields Node would send for the same hit', async () => {
    const [raw] = await exchange([request('/blog/a-post')], 1);
    const [node] = await exchange([request('/blog/a-post', 'Connection: close\r\n')], 1);
    const fields = (head = '') =>
      head
        .split('\r\n')
        .filter((line) => !/^(date|connection|keep-alive):/i.test(line))
        .map((line) => line.toLowerCase());
    expect(readByNode).toBe(1);
    expect(fields(raw?.head)).toEqual(fields(node?.head));
    expect(raw?.head).toMatch(/\r\nDate: [A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} [\d:]{8} GMT\r\n/);
    expect(raw?.head).toMatch(/\r\nConnection: keep-alive\r\nKeep-Alive: timeout=72$/);
    expect(reached).toEqual([]);
  });

  it('answers HEAD and a matching ETag without a body', async () => {
    const [first] = await exchange([request('/blog/a-post')], 1);
    const etag = /etag: (".*")/.exec(first?.head ?? '')?.[1] ?? '';
    const twice = request('/blog/a-post', '', 'HEAD') + request('/blog/a-post', `If-None-Match: ${etag}\r\n`);
    const answers = await exchange([twice], 2, (i) => i === 0);
    expect(answers.map((a) => a.status)).toEqual([200, 304]);
    expect(answers[0]?.head).toMatch(/content-length: 24/);
    expect(readByNode).toBe(0);
  });

  it.each([
    ['a body', request('/blog/a-post', 'Content-Length: 2\r\n') + 'hi'],
    ['a chunked body', request('/blog/a-post', 'Transfer-Encoding: chunked\r\n') + '0\r\n\r\n'],
    ['a second Accept', request('/blog/a-post', 'Accept: application/json\r\n')],
    ['a second Host', request('/blog/a-post', 'Host: evil.example\r\n')],
    ['Connection: close', request('/blog/a-post', 'Connection: close\r\n')],
    ['HTTP/1.0', request('/blog/a-post').replace('HTTP/1.1', 'HTTP/1.0')],
    ['bare line feeds', 'GET /blog/a-post HTTP/1.1\nHost: localhost\nAccept: text/html\n\n'],
    ['a space in a field name', request('/blog/a-post', 'X Bad: 1\r\n')],
  ])('leaves a request with %s to Node, which reads or refuses it as always', async (_why, bytes) => {
    const [answer] = await exchange([bytes], 1);
    expect(answer?.status).toBeGreaterThan(0);
    expect(readByNode + (answer?.status === 400 ? 1 : 0)).toBe(1);
  });

  it('hands a head that arrives in two packets to Node, which waits for the rest', async () => {
    const whole = request('/blog/a-post');
    const [answer] = await exchange([whole.slice(0, 20), whole.slice(20)], 1);
    expect(answer?.body).toBe(PAGE);
  });

  it('waits for the key to be read rather than give the connection away', async () => {
    prefix = null;
    const answers = await exchange([request('/blog/a-post') + request('/blog/a-post')], 2);
    expect(answers.map((a) => a.body)).toEqual([PAGE, PAGE]);
    expect(readByNode).toBe(0);
  });
});

describe('a connection the front holds when it closes', () => {
  async function started() {
    const { store, front } = testFront({ peekKeyPrefix: () => PREFIX });
    store.put(`${PREFIX} /p`, PAGE, PAGE_HEADERS);
    const server = frontedServer(() => front)((_request, response) => response.end('from fastify'), {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    const ask = () =>
      new Promise<string>((resolve) => {
        socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        socket.write('GET /p HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n');
      });
    return { front, server, socket, ask };
  }

  it('sends its next request to Node, so Fastify answers it', async () => {
    const { front, server, socket, ask } = await started();
    try {
      expect(await ask()).toContain(PAGE);
      front.close();
      expect(await ask()).toContain('from fastify');
    } finally {
      socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is closed by the server closing its idle connections', async () => {
    const { front, server, socket, ask } = await started();
    expect(await ask()).toContain(PAGE);
    front.close();
    const ended = new Promise((resolve) => socket.once('close', resolve));
    // Node's close() closes idle connections itself: the one read here must not keep the server open.
    await new Promise((resolve) => server.close(resolve));
    await ended;
  });
});
