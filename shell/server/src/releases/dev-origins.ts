import type { ServerConfig } from '../config/env';

/** localhost, 127.0.0.0/8 and ::1: names and addresses only this machine can reach. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The site is this machine's alone: it listens on loopback (HOST) and calls itself by a loopback name (SITE_URL).
 * Only then may a QA override load a dev build from any loopback origin without REMOTE_ORIGINS listing it: every
 * browser that can open such a site runs on the machine the dev server runs on. HOST on loopback behind a proxy on
 * the same machine (SITE_URL public) does not count.
 */
export function loopbackSite(config: Pick<ServerConfig, 'loopbackOnly' | 'siteUrl'>): boolean {
  return config.loopbackOnly && isLoopbackHostname(new URL(config.siteUrl).hostname);
}

/** May this origin serve a dev build? One the site allows to serve remotes, or any loopback one on a loopback site. */
export function devOriginAllowed(origin: string, allowedOrigins: readonly string[], loopbackDev = false): boolean {
  if (allowedOrigins.includes(origin)) return true;
  if (!loopbackDev) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname);
  } catch {
    return false;
  }
}

/** The live-reload socket's origin beside a dev server's http(s) origin. */
export function socketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}
