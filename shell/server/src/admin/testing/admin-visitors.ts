// Test helper (not shipped code): browsers of an admin, a customer and an anonymous visitor.
import type { FastifyInstance } from 'fastify';
import { createAdmin } from '@site/mf-auth/server';
import type { Sql } from '@site/shared-contracts/platform';
import { newVisitor, type TestVisitor } from '../../../../../tools/testing/visitor';

let ipCounter = 0;
const nextIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** A visitor that logged in through the real /login form; its headers carry both cookies and the CSRF token. */
export async function loggedIn(app: FastifyInstance, db: Sql, role: 'admin' | 'customer'): Promise<TestVisitor> {
  const email = `${role}-${++ipCounter}@example.com`;
  const password = 'release manager pass 2026';
  await createAdmin(db, { email, name: role === 'admin' ? 'Rita Release' : 'Carl Customer', password });
  if (role === 'customer') await db.query("UPDATE auth.users SET roles = '{customer}' WHERE email = $1", [email]);
  const visitor = newVisitor();
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: nextIp(),
    headers: { ...visitor.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password, _csrf: visitor.csrfToken }).toString(),
  });
  if (response.statusCode !== 303)
    throw new Error(`login failed: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const cookies = [visitor.cookie, ...response.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`)].join(
    '; ',
  );
  return { ...visitor, cookie: cookies, headers: { cookie: cookies, 'x-csrf-token': visitor.csrfToken } };
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
