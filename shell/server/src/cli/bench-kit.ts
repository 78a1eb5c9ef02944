// The platform services `npm run bench` offers every slice's benchmarks (BenchContext).
import type { PageFigures } from '@site/shared-contracts/platform';
import { csrfTokenFor, VISITOR_COOKIE } from '../platform/request-context';
import { autocannonChild } from './bench/autocannon-child';

async function measure(baseUrl: string, route: string, seconds: number, connections: number): Promise<PageFigures> {
  const result = await autocannonChild({ url: `${baseUrl}${route}`, connections, seconds });
  return {
    path: route,
    requests: result.requests,
    p50: result.p50,
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
  console.log('page'.padEnd(36), 'requests'.padStart(9), 'p50'.padStart(6), 'p99'.padStart(6), 'errors'.padStart(7));
  const figures: PageFigures[] = [];
  for (const route of paths) {
    await measure(baseUrl, route, 1, 2);
    const r = await measure(baseUrl, route, seconds, 10);
    figures.push(r);
    console.log(
      r.path.padEnd(36),
      String(r.requests).padStart(9),
      String(r.p50).padStart(6),
      String(r.p99).padStart(6),
      String(r.errors).padStart(7),
    );
  }
  return figures;
}

/** A visitor cookie and its CSRF token, as a browser gets them from its first page view. */
export async function visitorHeaders(baseUrl: string, secret: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/health`);
  const match = new RegExp(`${VISITOR_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(
    response.headers.get('set-cookie') ?? '',
  );
  if (!match?.[1]) throw new Error('the site set no visitor cookie');
  return { cookie: `${VISITOR_COOKIE}=${match[1]}`, 'x-csrf-token': csrfTokenFor(secret, match[1]) };
}
