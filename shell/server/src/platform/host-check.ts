import type { FastifyInstance } from 'fastify';
import { HttpError } from '@site/platform-kit/http';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The host names this site answers to: SITE_URL's, and the loopback names when it listens on loopback. */
export function allowedHosts(siteUrl: string, loopbackOnly: boolean): ReadonlySet<string> {
  return new Set([new URL(siteUrl).hostname, ...(loopbackOnly ? LOOPBACK : [])]);
}

/** `example.com:3000` -> `example.com`; `[::1]:3000` -> `[::1]`. */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  return value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : (value.split(':')[0] ?? '');
}

/**
 * Every request must name this site in its Host header: a page served under a foreign host name (DNS
 * rebinding, a poisoned cache key, links built from a spoofed Host) is refused before any work.
 */
export function registerHostCheck(app: FastifyInstance, hosts: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request) => {
    if (!hosts.has(hostnameOf(request.headers.host))) {
      throw new HttpError(421, 'HOST_NOT_ALLOWED', 'This site does not answer to that host name.');
    }
  });
}
