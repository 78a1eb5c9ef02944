import { z } from 'zod';
import type { Sql } from '@site/shared-contracts/platform';
import { findUserByEmail, grantAdmin, insertUser } from '../data/users';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-policy';

/** Who the admin is: `create-admin` checks it before it opens the database, createAdmin again. */
export const adminIdentitySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('not an e-mail address')),
  name: z.string().trim().min(1, 'empty').max(100),
});

const adminInputSchema = adminIdentitySchema.extend({ password: z.string().max(1024).optional() });
export type AdminInput = z.input<typeof adminInputSchema>;

/**
 * Create an admin account, or give an existing account the admin role (its password is kept).
 * A new account needs a password that passes the same policy as registration.
 */
export async function createAdmin(db: Sql, input: AdminInput): Promise<'created' | 'promoted'> {
  const parsed = adminInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const { email, name, password } = parsed.data;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await grantAdmin(db, existing.id);
    return 'promoted';
  }
  if (!password) throw new Error('a new admin needs a password (--password, ADMIN_PASSWORD or the prompt)');
  const problem = passwordProblem(password, { email, name });
  if (problem) throw new Error(problem);
  await insertUser(db, { email, displayName: name, passwordHash: await hashPassword(password), role: 'admin' });
  return 'created';
}
