import { createHash, randomBytes } from 'node:crypto';
import type { Sql, VisitorState } from '@site/shared-contracts/platform';
import { roleSchema } from '@site/shared-contracts/platform';
import type { CookieOptions } from './cookie-options';

export const SESSION_COOKIE = 'auth.sid';
/**
 * On https sites the cookie carries the __Host- prefix: browsers then only accept it with Secure,
 * Path=/ and no Domain, so a sibling subdomain or a plain-http response cannot plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith('https://') ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token a request carries; the __Host- cookie wins when both are present. */
export function sessionToken(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}

/**
 * Session lifetimes for a low-risk content site (security-reliability A9): a session dies after
 * 7 days without a request, and 30 days after login however active it is.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** last_seen_at is written at most this often, so page views do not each cost a write. */
export const SESSION_TOUCH_SECONDS = 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The database keeps only this digest: a leaked sessions table cannot be replayed as cookies. */
export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function cookieOptions(siteUrl: string): CookieOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https://'),
    maxAge: SESSION_ABSOLUTE_SECONDS,
  };
}

/** A fresh 256-bit token; always a new one at login so a planted pre-login id is worthless (A7). */
export async function createSession(db: Sql, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
  await db.query(
    'INSERT INTO auth.sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
    [sessionIdFor(token), userId, now.toISOString(), expires.toISOString()],
  );
  return token;
}

export async function destroySession(db: Sql, token: string | undefined): Promise<void> {
  if (token && TOKEN_PATTERN.test(token))
    await db.query('DELETE FROM auth.sessions WHERE id = $1', [sessionIdFor(token)]);
}

export function avatarUrl(userId: number): string {
  return `/img/avatar/${userId}.svg`;
}

type SessionRow = { user_id: number; display_name: string; roles: string[]; valid: boolean; stale: boolean };

/** Who the session cookie belongs to; expired sessions are deleted on sight and read as anonymous. */
export async function resolveVisitor(
  db: Sql,
  cookies: Record<string, string | undefined>,
  now = new Date(),
): Promise<VisitorState> {
  const token = sessionToken(cookies);
  if (!token || !TOKEN_PATTERN.test(token)) return { loggedIn: false };
  const id = sessionIdFor(token);
  const { rows } = await db.query<SessionRow>(
    `SELECT s.user_id, u.display_name, u.roles,
            (s.expires_at > $2::timestamptz AND s.last_seen_at > $2::timestamptz - make_interval(secs => $3)) AS valid,
            s.last_seen_at < $2::timestamptz - make_interval(secs => $4) AS stale
       FROM auth.sessions s JOIN auth.users u ON u.id = s.user_id
      WHERE s.id = $1`,
    [id, now.toISOString(), SESSION_IDLE_SECONDS, SESSION_TOUCH_SECONDS],
  );
  const row = rows[0];
  if (!row) return { loggedIn: false };
  if (!row.valid) {
    await db.query('DELETE FROM auth.sessions WHERE id = $1', [id]);
    return { loggedIn: false };
  }
  if (row.stale) await db.query('UPDATE auth.sessions SET last_seen_at = $2 WHERE id = $1', [id, now.toISOString()]);
  const roles = row.roles.flatMap((role) => {
    const parsed = roleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    loggedIn: true,
    user: { id: Number(row.user_id), displayName: row.display_name, avatarUrl: avatarUrl(Number(row.user_id)), roles },
  };
}
