// The platform services `npm run bench` offers every slice's benchmarks (BenchContext).
import { randomUUID } from 'node:crypto';
import type { PageFigures } from '@site/shared-contracts/platform';
import { csrfTokenFor, VISITOR_COOKIE } from '../platform/request-context';
import { autocannonChild } from './bench/autocannon-child';

async function measure(baseUrl: string, route: string, seconds: number, connections: number): Promise<PageFigures> {
  const result = await autocannonChild({ url: `${baseUrl}${route}`, connections, seconds });
  return {
    path: route,
    requests: result.requests,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Warm latency per page (a 1 s warm-up first), 10 connections, printed as one table. */
export async function measurePages(
  baseUrl: string,
  title: string,
  paths: readonly string[],
  seconds: number,
): Promise<PageFigures[]> {
  console.log(`\n${title}: warm latency, ${seconds} s per page, 10 connections (ms):`);
  const header = ['requests', 'p50', 'p95', 'p99', 'errors'].map((h, i) => h.padStart(i === 0 ? 9 : 7));
  console.log('page'.padEnd(36), ...header);
  const figures: PageFigures[] = [];
  for (const route of paths) {
    await measure(baseUrl, route, 1, 2);
    const r = await measure(baseUrl, route, seconds, 10);
    figures.push(r);
    console.log(
      r.path.padEnd(36),
      String(r.requests).padStart(9),
      String(r.p50).padStart(7),
      (r.p95 === null ? '-' : r.p95.toFixed(1)).padStart(7),
      String(r.p99).padStart(7),
      String(r.errors).padStart(7),
    );
  }
  return figures;
}

/**
 * A returning visitor: reading pages sets no cookie (they are shared), so the id is made here the way the
 * site makes it on a browser's first state change, with the CSRF token bound to it. The site is asked
 * once so a bench against a dead server fails here with a clear message.
 */
export async function visitorHeaders(baseUrl: string, secret: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/health`);
  if (!response.ok) throw new Error(`the site answered /api/health with ${response.status}`);
  const id = randomUUID();
  return { cookie: `${VISITOR_COOKIE}=${id}`, 'x-csrf-token': csrfTokenFor(secret, id) };
}
