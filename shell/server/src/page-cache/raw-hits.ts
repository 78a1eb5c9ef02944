import type http from 'node:http';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { Socket } from 'node:net';
import { type CacheFront, type Hit, UNSETTLED } from './cache-front';
import type { CachedPage } from './page-store';
import { parseSimpleRequest } from './simple-request';
import { wholeAnswers } from './whole-answers';

type ConnectionListener = (socket: Socket) => void;
type Listeners = {
  data: (chunk: Buffer) => void;
  drain: () => void;
  end: () => void;
  error: () => void;
  timeout: () => void;
};

/** Node's wording for the status lines a hit can have. */
const STATUS_LINE = { 200: 'HTTP/1.1 200 OK', 304: 'HTTP/1.1 304 Not Modified' } as const;

/** The `Date` header's value, made again when the second changes (as Node does for its own answers). */
function clock() {
  let value = '';
  let until = 0;
  return () => {
    const now = Date.now();
    if (now >= until) {
      value = new Date(now).toUTCString();
      until = now - (now % 1000) + 1000;
    }
    return value;
  };
}

/**
 * A hit's status line and headers as bytes, the same fields Node's `writeHead` would send (Date, Connection,
 * Keep-Alive included), made once per page, answer and second. Names and values are checked as Node checks
 * them, so a header the http module would refuse is refused here too.
 */
function headCache(keepAliveSeconds: () => number) {
  const heads = new WeakMap<CachedPage, Map<string[], { date: string; bytes: Buffer }>>();
  return (hit: Hit, date: string): Buffer => {
    let byList = heads.get(hit.page);
    if (!byList) heads.set(hit.page, (byList = new Map()));
    const known = byList.get(hit.heads);
    if (known?.date === date) return known.bytes;
    let text = `${STATUS_LINE[hit.status]}\r\n`;
    for (let i = 0; i < hit.heads.length; i += 2) {
      const name = hit.heads[i] ?? '';
      const value = hit.heads[i + 1] ?? '';
      validateHeaderName(name);
      validateHeaderValue(name, value);
      text += `${name}: ${value}\r\n`;
    }
    text += `Date: ${date}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds()}\r\n\r\n`;
    const bytes = Buffer.from(text, 'latin1');
    byList.set(hit.heads, { date, bytes });
    return bytes;
  };
}

/**
 * Cache hits answered on the connection itself, before Node's http module makes a request and a response
 * object for them: on this 2-core VM that machinery was most of a hit's CPU (a bare `net` server writing the
 * same bytes answered 1.8× the requests per second of a bare `http` one). Each new connection starts here;
 * its requests are read by `parseSimpleRequest` and answered from the front while they are hits. The first
 * request that is not (a miss, a POST, a head in two packets, anything the strict parser declines, a client
 * not reading its answers) hands the connection, with every byte not yet answered, to Node's http server
 * for the rest of its life, the way httpolyglot hands a socket to the server its first byte asks for. Once the
 * front has closed (a drain), the next request on a connection here goes to Node too, and Fastify answers it
 * with `Connection: close`; the server's idle sweep closes the ones that stay silent (fronted-server.ts).
 * Why this exists at all: docs/decisions.md.
 */
export function answerHitsOnConnections(server: http.Server, front: () => CacheFront | null) {
  const [nodeListener] = server.listeners('connection') as ConnectionListener[];
  if (!nodeListener) throw new Error("the http server has no 'connection' listener to hand connections to");
  server.removeListener('connection', nodeListener);
  const date = clock();
  // Read when a head is made: Fastify's options set the time-out after the server exists.
  const headOf = headCache(() => Math.floor(server.keepAliveTimeout / 1000));
  // The busiest pages' answers, joined once asked for twice in a second: a 40-60 KB copy each, a few MB at most.
  const whole = wholeAnswers(32);
  // Every connection read here, and whether it waits (paused, with requests read but not yet answered).
  const here = new Map<Socket, { waiting: () => boolean }>();

  const handOver = (socket: Socket, rest: Buffer | null, listeners: Listeners) => {
    here.delete(socket);
    socket.removeListener('data', listeners.data);
    socket.removeListener('error', listeners.error);
    socket.removeListener('timeout', listeners.timeout);
    socket.removeListener('drain', listeners.drain);
    socket.removeListener('end', listeners.end);
    socket.setTimeout(0);
    socket.pause();
    if (rest?.length) socket.unshift(rest);
    nodeListener.call(server, socket);
    socket.resume();
  };

  server.on('connection', (socket: Socket) => {
    if (!front()) return nodeListener.call(server, socket);
    // Requests read while the socket cannot take more (earlier answers still in its buffer) or while the key's
    // parts are read: answered after, in order, and meanwhile the socket is not read.
    let waiting: Buffer | null = null;
    const wait = (rest: Buffer) => {
      waiting = rest;
      socket.pause();
    };
    const carryOn = (settled: boolean) => {
      if (!here.has(socket) || socket.destroyed) return;
      const chunk = waiting;
      waiting = null;
      socket.resume();
      if (chunk) answer(chunk, settled);
    };
    const answer = (chunk: Buffer, settled = false) => {
      let at = 0;
      while (at < chunk.length) {
        if (socket.writableNeedDrain) {
          wait(chunk.subarray(at));
          socket.once('drain', listeners.drain);
          return;
        }
        const request = parseSimpleRequest(chunk, at);
        const hit = request && front()?.hit(request);
        if (hit === UNSETTLED && !settled) {
          // Once a second the versions are read again: wait for that read rather than give the connection away.
          wait(chunk.subarray(at));
          front()
            ?.settle()
            .then(
              () => carryOn(true),
              () => carryOn(true),
            );
          return;
        }
        if (!request || !hit || hit === UNSETTLED) break;
        settled = false;
        const head = headOf(hit, date());
        const joined = whole(head, hit.body);
        if (joined) socket.write(joined);
        else {
          socket.cork();
          socket.write(head);
          socket.write(hit.body as Buffer); // a hit without a body is joined: its head alone
          socket.uncork();
        }
        at = request.next;
      }
      if (at < chunk.length) handOver(socket, chunk.subarray(at), listeners);
    };
    const listeners: Listeners = {
      data: (chunk: Buffer) => answer(chunk),
      drain: () => carryOn(false),
      // The server allows half-open connections (Node's http does): a client that is done is answered in kind.
      end() {
        socket.end();
      },
      timeout() {
        socket.destroy();
      },
      error() {
        socket.destroy();
      },
    };
    here.set(socket, { waiting: () => waiting !== null });
    socket.once('close', () => here.delete(socket));
    socket.on('data', listeners.data);
    socket.on('error', listeners.error);
    socket.on('end', listeners.end);
    socket.on('timeout', listeners.timeout);
    // Idle keep-alive connections close after the same time Node gives its own.
    socket.setTimeout(server.keepAliveTimeout);
  });

  return {
    /** Like the server's own `closeIdleConnections`, for the connections read here. */
    closeIdle(): void {
      for (const [socket, state] of here) if (!state.waiting()) socket.destroy();
    },
    /** Like the server's own `closeAllConnections`. */
    closeAll(): void {
      for (const socket of here.keys()) socket.destroy();
    },
  };
}
