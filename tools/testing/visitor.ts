import type { FastifyInstance } from 'fastify';
import { csrfTokenFor, VISITOR_COOKIE } from '../../shell/server/src/platform/request-context';
import { TEST_SECRET } from './test-app';

export type TestVisitor = { cookie: string; csrfToken: string; headers: Record<string, string> };

/** A browser-like visitor: the cookie the site set on a first page view and its CSRF token. */
export async function newVisitor(app: FastifyInstance): Promise<TestVisitor> {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
  if (!cookie) throw new Error('the site did not set a visitor cookie');
  const csrfToken = csrfTokenFor(TEST_SECRET, cookie.value);
  return {
    cookie: `${VISITOR_COOKIE}=${cookie.value}`,
    csrfToken,
    headers: { cookie: `${VISITOR_COOKIE}=${cookie.value}`, 'x-csrf-token': csrfToken },
  };
}
