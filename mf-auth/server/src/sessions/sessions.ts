import type { Sql, VisitorState } from '@site/shared-contracts/platform';
import { roleSchema } from '@site/shared-contracts/platform';
import { randomToken, tokenDigest } from '../accounts/tokens';
import { deleteSession, deleteUserSessions, insertSession, readSession, touchSession } from '../data/sessions';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, sessionToken } from './session-cookie';

/** last_seen_at is written at most this often, so page views do not each cost a write. */
export const SESSION_TOUCH_SECONDS = 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The digest a session row is stored under, or null for a cookie that cannot be one of ours. */
function sessionIdOf(token: string | undefined): string | null {
  return token && TOKEN_PATTERN.test(token) ? tokenDigest(token) : null;
}

/** A fresh 256-bit token; always a new one at login so a planted pre-login id is worthless (A7). */
export async function createSession(db: Sql, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
  await insertSession(db, { id: tokenDigest(token), userId, createdAt: now, expiresAt });
  return token;
}

export async function destroySession(db: Sql, token: string | undefined): Promise<void> {
  const id = sessionIdOf(token);
  if (id) await deleteSession(db, id);
}

/** Sign a user out everywhere except the session with this token (after a password change, A9). */
export async function endOtherSessions(db: Sql, userId: number, keepToken: string | undefined): Promise<void> {
  await deleteUserSessions(db, userId, sessionIdOf(keepToken) ?? undefined);
}

/** By the user's random public id: a sequential id in a URL would tell how many accounts exist. */
export function avatarUrl(publicId: string): string {
  return `/img/avatar/${publicId}.svg`;
}

/** Who the session cookie belongs to; expired sessions are deleted on sight and read as anonymous. */
export async function resolveVisitor(
  db: Sql,
  cookies: Record<string, string | undefined>,
  now = new Date(),
): Promise<VisitorState> {
  const id = sessionIdOf(sessionToken(cookies));
  if (!id) return { loggedIn: false };
  const row = await readSession(db, id, now, {
    idleSeconds: SESSION_IDLE_SECONDS,
    touchSeconds: SESSION_TOUCH_SECONDS,
  });
  if (!row) return { loggedIn: false };
  if (!row.valid) {
    await deleteSession(db, id);
    return { loggedIn: false };
  }
  if (row.stale) await touchSession(db, id, now);
  const roles = row.roles.flatMap((role) => {
    const parsed = roleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
  const userId = Number(row.user_id);
  return {
    loggedIn: true,
    user: { id: userId, displayName: row.display_name, avatarUrl: avatarUrl(row.public_id), roles },
  };
}
