import autocannon from 'autocannon';
import type { BenchContext, SliceBenchmark } from '@site/shared-contracts/platform';

/** Page traffic at a steady rate the server handles with room to spare, so latency shows any contention. */
const PAGE_RATE = 20;
/**
 * A credential-stuffing rate from one client: unlimited, each post would cost an argon2 hash (~50 ms of
 * CPU), so 300/s would need 15 cores; refused before hashing, it must leave page latency alone.
 */
const FLOOD_RATE = 300;

type Run = { requests: number; p50: number; p99: number; non2xx: number; errors: number };

function run(options: autocannon.Options): Promise<Run> {
  return autocannon(options).then((r) => ({
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }));
}

/**
 * Issue 4: a login flood must not slow page traffic. Page latency alone, then the same page load while
 * wrong passwords are posted to the AJAX login at FLOOD_RATE (one address, so the per-IP limit answers
 * them with 429 before any hashing; the argon2 semaphore caps the few that are hashed).
 */
async function benchLoginFlood(ctx: BenchContext): Promise<boolean> {
  const { baseUrl: address, seconds } = ctx;
  const page = { url: `${address}/`, connections: 10, overallRate: PAGE_RATE, duration: seconds };
  await run({ ...page, duration: 1 });
  const alone = await run(page);
  const headers = { ...(await ctx.visitorHeaders(address)), 'content-type': 'application/x-www-form-urlencoded' };
  const body = new URLSearchParams({
    action: 'site_login',
    email: 'demo@example.com',
    password: 'not-the-password',
  }).toString();
  const floodRun = run({
    url: `${address}/api/ajax`,
    method: 'POST',
    headers,
    body,
    connections: 30,
    overallRate: FLOOD_RATE,
    duration: seconds,
  });
  const during = await run(page);
  const flood = await floodRun;
  console.log(
    `\nLogin flood (${seconds} s, ${FLOOD_RATE} wrong-password logins/s; page / at ${PAGE_RATE} requests/s):`,
  );
  console.log(
    `page alone:         p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${alone.requests} requests, ${alone.errors} errors`,
  );
  console.log(
    `page during flood:  p50 ${during.p50} ms, p99 ${during.p99} ms, ${during.requests} requests, ${during.errors} errors`,
  );
  console.log(`flood:              ${flood.requests} login posts, ${flood.non2xx} refused (429), p99 ${flood.p99} ms`);
  // No budget of its own: the figures show whether the flood moved page latency (docs/decisions.md).
  return true;
}

export const authBenchmarks: readonly SliceBenchmark[] = [{ name: 'login flood', run: benchLoginFlood }];
