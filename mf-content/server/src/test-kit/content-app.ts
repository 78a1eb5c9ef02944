import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VisitorState } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../../tools/testing/test-app';
import type { DriverName } from '../../../../tools/testing/test-db';
import { newVisitor } from '../../../../tools/testing/visitor';
import { contentSlice } from '../index';
import { must } from './must';

/** The seeded platform the mf-content server suites test against (not shipped code paths). */

export const MEMBER: VisitorState = {
  loggedIn: true,
  user: { id: 7, displayName: 'Grace <Member>', avatarUrl: '', roles: ['customer'] },
};
const MEMBER_COOKIE = 'content-test.member';

/**
 * Stands in for mf-auth at the one seam content uses, `resolveVisitor`: a request with the member
 * cookie is MEMBER, any other a logged-out visitor. Content's suites test content's answers to either
 * state; the real login meets these pages in e2e/specs/auth-triggers.spec.ts.
 */
const memberStandIn: NonNullable<TestAppOptions['slices']>[number] = {
  name: 'mf-auth',
  schema: 'auth',
  migrationsDir: mkdtempSync(path.join(os.tmpdir(), 'content-test-no-migrations-')),
  plugin: async () => {},
  resolveVisitor: async (_db, cookies) => (cookies[MEMBER_COOKIE] ? MEMBER : { loggedIn: false }),
  privateCookies: [MEMBER_COOKIE],
};

/** The platform with mf-content (and the member stand-in), seeded with `posts` deterministic posts. */
export async function seededContentApp(driver: DriverName, posts = 30): Promise<TestApp> {
  const t = await buildTestApp({ driver, slices: [contentSlice, memberStandIn] });
  await must(contentSlice.seed)(t.db, { posts, products: 0, offers: 0, users: 0 }, () => {});
  return t;
}

/** Headers of a browser that has a visitor cookie and CSRF token, logged out or logged in as MEMBER. */
export async function visitorHeaders(t: TestApp, as: 'visitor' | 'member'): Promise<Record<string, string>> {
  const visitor = await newVisitor(t.app);
  const cookie = as === 'member' ? `${visitor.cookie}; ${MEMBER_COOKIE}=1` : visitor.cookie;
  return { ...visitor.headers, cookie };
}

export type PostFacts = {
  id: number;
  slug: string;
  excerpt: string;
  body: string;
  countdown_to: Date | null;
  restricted: boolean;
};

/** The first seeded post (by id) that matches an SQL condition, to test the pages against the table. */
export async function postWhere(t: TestApp, where: string): Promise<PostFacts> {
  const { rows } = await t.db.query<PostFacts>(
    `SELECT id, slug, excerpt, body, countdown_to, restricted FROM content.posts WHERE ${where} ORDER BY id LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`no seeded post where ${where}`);
  return rows[0];
}
