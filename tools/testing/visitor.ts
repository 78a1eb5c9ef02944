import { randomUUID } from 'node:crypto';
import { csrfTokenFor, VISITOR_COOKIE } from '../../shell/server/src/platform/request-context';
import { TEST_SECRET } from './test-app';

export type TestVisitor = { cookie: string; csrfToken: string; headers: Record<string, string> };

/**
 * A returning visitor: the cookie the site sets on a browser's first state change, and the CSRF token
 * bound to it (what a browser without Origin headers would post). Reading pages sets no cookie, so the
 * id is made here the way the site makes it.
 */
export function newVisitor(): TestVisitor {
  const id = randomUUID();
  const csrfToken = csrfTokenFor(TEST_SECRET, id);
  return {
    cookie: `${VISITOR_COOKIE}=${id}`,
    csrfToken,
    headers: { cookie: `${VISITOR_COOKIE}=${id}`, 'x-csrf-token': csrfToken },
  };
}
