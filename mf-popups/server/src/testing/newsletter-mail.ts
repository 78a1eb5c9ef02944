import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MailMessage, VisitorState } from '@site/shared-contracts/platform';
import type { TestAppOptions } from '../../../../tools/testing/test-app';

/** Stands in for mf-auth: a mailbox for `deliverMail`, and a role cookie for `resolveVisitor`. */
export function mailStandIn(mails: MailMessage[], fail?: () => boolean): NonNullable<TestAppOptions['slices']>[number] {
  const admin: VisitorState = {
    loggedIn: true,
    user: { id: 1, displayName: 'Admin', avatarUrl: '', roles: ['customer', 'admin'] },
  };
  return {
    name: 'mf-auth',
    schema: 'auth',
    migrationsDir: mkdtempSync(path.join(os.tmpdir(), 'newsletter-test-no-migrations-')),
    plugin: async () => {},
    resolveVisitor: async (_db, cookies) => (cookies['newsletter-test.role'] === 'admin' ? admin : { loggedIn: false }),
    privateCookies: ['newsletter-test.role'],
    async deliverMail(_db, _settings, _site, message) {
      if (fail?.()) throw new Error('mail server away');
      mails.push(message);
    },
  };
}

/** The token of `path?token=` in a mail. */
export const linkToken = (text: string, linkPath: string): string =>
  new RegExp(`${linkPath.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
