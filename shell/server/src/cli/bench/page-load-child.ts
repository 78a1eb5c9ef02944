// A closed-loop page load with one record per answer, run as its own process by page-load.ts (never in
// the bench's process, where the site runs). Options come as JSON on stdin; records go to stdout.
import type { PageLoadOptions, PageRecord } from './page-load';

async function worker(options: PageLoadOptions, until: number, offset: number, records: PageRecord[]) {
  for (let i = offset; Date.now() < until; i++) {
    const path = options.paths[i % options.paths.length] ?? '/';
    const started = Date.now();
    const clock = performance.now();
    let status: number;
    let errorPage = false;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = await response.text();
      status = response.status;
      // The short server-rendered 503 page: HTML, a Retry-After, not a raw error body.
      errorPage =
        status === 503 &&
        (response.headers.get('content-type') ?? '').includes('text/html') &&
        response.headers.has('retry-after') &&
        body.includes('</html>');
    } catch {
      status = 0; // time-out or reset: neither a 503 page nor a cached page
    }
    records.push({ started, ms: performance.now() - clock, status, errorPage });
  }
}

let input = '';
process.stdin.on('data', (chunk: Buffer) => (input += chunk.toString()));
process.stdin.on('end', () => {
  const options = JSON.parse(input) as PageLoadOptions;
  const until = Date.now() + options.seconds * 1000;
  const records: PageRecord[] = [];
  const workers = Array.from({ length: options.connections }, (_, i) => worker(options, until, i, records));
  void Promise.all(workers).then(() => process.stdout.write(JSON.stringify(records)));
});
