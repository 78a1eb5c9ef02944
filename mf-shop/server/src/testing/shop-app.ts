// Test helper (not shipped code): the platform with mf-shop, seeded, and visitors logged in or not.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VisitorState } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../../tools/testing/test-app';
import type { DriverName } from '../../../../tools/testing/test-db';
import { newVisitor } from '../../../../tools/testing/visitor';
import { shopSlice } from '../index';

const MEMBER_COOKIE = 'shop-test.member';

/** A logged-in visitor with this user id, as mf-auth's visitor state would carry them. */
export const member = (id: number): VisitorState => ({
  loggedIn: true,
  user: { id, displayName: `Member ${id}`, avatarUrl: '', roles: ['customer'] },
});

/**
 * Stands in for mf-auth at the one seam the shop's pages use, `resolveVisitor`: a request with the member
 * cookie is that member, any other a logged-out visitor. The real login meets these pages in
 * shell/server/src/platform/account-sections.test.ts and e2e/specs/cashback.spec.ts.
 */
const memberStandIn: NonNullable<TestAppOptions['slices']>[number] = {
  name: 'mf-auth',
  schema: 'auth',
  migrationsDir: mkdtempSync(path.join(os.tmpdir(), 'shop-test-no-migrations-')),
  plugin: async () => {},
  resolveVisitor: async (_db, cookies) => {
    const id = Number(cookies[MEMBER_COOKIE]);
    return Number.isInteger(id) && id > 0 ? member(id) : { loggedIn: false };
  },
  privateCookies: [MEMBER_COOKIE],
};

/**
 * The platform with mf-shop and the member stand-in, seeded with a small catalogue and its offers; `env` adds
 * settings (a shared Redis, say).
 */
export async function seededShopApp(
  driver: DriverName,
  offers = 30,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const t = await buildTestApp({ driver, slices: [shopSlice, memberStandIn], env });
  await shopSlice.seed?.(t.db, { products: 20, offers, posts: 0, users: 0 }, () => undefined);
  return t;
}

/** A browser's headers: its visitor cookie and CSRF token, and the member cookie of `userId` if given. */
export function browserHeaders(userId?: number): Record<string, string> {
  const visitor = newVisitor();
  const cookie = userId === undefined ? visitor.cookie : `${visitor.cookie}; ${MEMBER_COOKIE}=${userId}`;
  return { ...visitor.headers, cookie, accept: 'text/html' };
}
