import type { Sql } from '@site/shared-contracts/platform';

/** A row of auth.users as the account services read it. */
export type UserRow = { id: number; email: string; display_name: string; password_hash: string };

const USER_COLUMNS = 'id, email, display_name, password_hash';

/** E-mail addresses are unique case-insensitively: every lookup compares them trimmed and lower-cased. */
export async function findUserByEmail(db: Sql, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM auth.users WHERE email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Sql, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM auth.users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The display name behind a public id (avatars are addressed by it, never by the sequential id). */
export async function displayNameOf(db: Sql, publicId: string): Promise<string | null> {
  const { rows } = await db.query<{ display_name: string }>(
    'SELECT display_name FROM auth.users WHERE public_id = $1',
    [publicId],
  );
  return rows[0]?.display_name ?? null;
}

export type NewUser = { email: string; displayName: string; passwordHash: string; role: 'customer' | 'admin' };

/** Insert an account; an address that already has one is left as it is (a confirmation raced it). */
export async function insertUser(db: Sql, user: NewUser): Promise<void> {
  await db.query(
    `INSERT INTO auth.users (email, display_name, password_hash, roles) VALUES ($1, $2, $3, $4::text[])
     ON CONFLICT (email) DO NOTHING`,
    [user.email, user.displayName, user.passwordHash, [user.role]],
  );
}

/** Many customers sharing one password hash in a single statement (the demo seed). */
export async function insertCustomers(
  db: Sql,
  customers: readonly { email: string; name: string }[],
  passwordHash: string,
): Promise<void> {
  await db.query(
    `INSERT INTO auth.users (email, display_name, password_hash, roles)
     SELECT e, n, $3, '{customer}' FROM unnest($1::text[], $2::text[]) AS t(e, n)
     ON CONFLICT (email) DO NOTHING`,
    [customers.map((c) => c.email), customers.map((c) => c.name), passwordHash],
  );
}

export async function setPasswordHash(db: Sql, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE auth.users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** Add the admin role once, keeping every other role. */
export async function grantAdmin(db: Sql, userId: number): Promise<void> {
  await db.query("UPDATE auth.users SET roles = array_append(array_remove(roles, 'admin'), 'admin') WHERE id = $1", [
    userId,
  ]);
}
