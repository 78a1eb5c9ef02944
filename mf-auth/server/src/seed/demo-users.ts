import type { SeedOptions, SeedProgress, Sql } from '@site/shared-contracts/platform';
import { hashPassword } from '../accounts/passwords';
import { insertCustomers, insertUser } from '../data/users';

/** Documented demo accounts (see mf-auth/README.md). Development data only. */
export const DEMO_USER = { email: 'demo@example.com', password: 'demo-password-2026', displayName: 'Demo Customer' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-password-2026', displayName: 'Site Admin' };

const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Lena', 'Max'];
const LAST = ['Schmidt', 'Müller', 'Weber', 'Fischer', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter', 'Klein'];

/** Deterministic customers: customer-0001@example.com ... with names cycling through the lists. */
export function customerRows(count: number): { email: string; name: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    email: `customer-${String(i + 1).padStart(4, '0')}@example.com`,
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
  }));
}

const BATCH = 500;

export async function seedUsers(db: Sql, options: SeedOptions, progress: SeedProgress): Promise<void> {
  const total = options.users + 2;
  // argon2 is slow by design; bulk customers share the demo password, so one hash serves them all.
  const demoHash = await hashPassword(DEMO_USER.password);
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  await insertUser(db, {
    email: DEMO_USER.email,
    displayName: DEMO_USER.displayName,
    passwordHash: demoHash,
    role: 'customer',
  });
  await insertUser(db, {
    email: DEMO_ADMIN.email,
    displayName: DEMO_ADMIN.displayName,
    passwordHash: adminHash,
    role: 'admin',
  });
  progress('users', 2, total);
  const rows = customerRows(options.users);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await insertCustomers(db, batch, demoHash);
    progress('users', 2 + start + batch.length, total);
  }
}
