// Test helper (not shipped code): plain HTTP to one server process as a load balancer would send it:
// the site's own Host (and Origin on posts), whichever process answers.
import { request as httpRequest } from 'node:http';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export const SITE_URL = 'http://localhost:3750';

export function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const site = new URL(SITE_URL);
  return new Promise((resolve, reject) => {
    const post = options.method && options.method !== 'GET';
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host: site.host,
          ...(post ? { origin: site.origin } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The cookies an answer sets, as `name=value` pairs for the next request's Cookie header. */
export const setCookies = (answer: Answer): string[] =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='));
