import { connect } from 'node:net';
import { Redis } from 'ioredis';

/**
 * One ioredis connection set up for a site that must keep serving when Redis is away: a command fails
 * at once instead of queueing while disconnected (enableOfflineQueue off, one retry), and the client
 * reconnects for ever, a little slower each time up to 2 s, so the site recovers without a restart.
 */
export function openRedis(url: string, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(50 * times, 2_000),
    lazyConnect: false,
  });
  // Errors are the reconnect loop's business; without a listener ioredis prints every one of them.
  redis.on('error', () => undefined);
  return redis;
}

/** Whether a Redis server answers PING at host:port within a second. */
export function redisAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
