import type { Sql } from '@site/shared-contracts/platform';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

export type UserRow = { id: number; email: string; display_name: string; password_hash: string };

export async function findUserByEmail(db: Sql, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    'SELECT id, email, display_name, password_hash FROM auth.users WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}

/** The generic answer for every failed login: the same for an unknown e-mail and a wrong password (A4). */
export const LOGIN_FAILED_MESSAGE = 'The e-mail address or password is incorrect.';

/** Check credentials; the caller gets the user id or null, never why it failed. */
export async function checkCredentials(db: Sql, email: string, password: string): Promise<number | null> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) return null;
  if (needsRehash(user.password_hash)) {
    await db.query('UPDATE auth.users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(password)]);
  }
  return user.id;
}

export async function displayNameOf(db: Sql, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ display_name: string }>('SELECT display_name FROM auth.users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.display_name ?? null;
}
