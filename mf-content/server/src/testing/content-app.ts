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

const MEMBER_ID = 7;
export const MEMBER: VisitorState = {
  loggedIn: true,
  user: { id: MEMBER_ID, displayName: 'Grace <Member>', avatarUrl: '', roles: ['customer'] },
};
/** A member whose comments have never been through moderation (an account's first comment is held). */
export const NEWCOMER: VisitorState = {
  loggedIn: true,
  user: { id: 8, displayName: 'New Member', avatarUrl: '', roles: ['customer'] },
};
export const ADMIN: VisitorState = {
  loggedIn: true,
  user: { id: 1, displayName: 'Site Admin', avatarUrl: '', roles: ['customer', 'admin'] },
};
const AS: Record<string, VisitorState> = { '1': MEMBER, newcomer: NEWCOMER, admin: ADMIN };
export type TestRole = 'visitor' | 'member' | 'newcomer' | 'admin';
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
  resolveVisitor: async (_db, cookies) => AS[cookies[MEMBER_COOKIE] ?? ''] ?? { loggedIn: false },
  privateCookies: [MEMBER_COOKIE],
};

/**
 * The platform with mf-content (and the member stand-in), seeded with `posts` deterministic posts.
 * Comment limits are high unless `env` sets them: suites that are not about the limits post freely.
 */
export async function seededContentApp(
  driver: DriverName,
  posts = 30,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const limits = { CONTENT_COMMENTS_PER_MINUTE: '1000', CONTENT_COMMENTS_PER_MINUTE_PER_IP: '1000' };
  const t = await buildTestApp({ driver, slices: [contentSlice, memberStandIn], env: { ...limits, ...env } });
  await must(contentSlice.seed)(t.db, { posts, products: 0, offers: 0, users: 0 }, () => {});
  return t;
}

/** Headers of a browser that has a visitor cookie and CSRF token, logged out or logged in as one of the stand-ins. */
export async function visitorHeaders(t: TestApp, as: TestRole): Promise<Record<string, string>> {
  const visitor = newVisitor();
  const value = as === 'member' ? '1' : as;
  const cookie = as === 'visitor' ? visitor.cookie : `${visitor.cookie}; ${MEMBER_COOKIE}=${value}`;
  return { ...visitor.headers, cookie };
}

/** Give MEMBER one published comment, so the account is past moderation (its comments go live at once). */
export async function trustMember(t: TestApp, postId: number): Promise<void> {
  await t.db.query(
    `INSERT INTO content.comments (post_id, author_user_id, author_name, body, status) VALUES ($1, $2, $3, 'Hello', 'approved')`,
    [postId, MEMBER_ID, 'Grace <Member>'],
  );
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
