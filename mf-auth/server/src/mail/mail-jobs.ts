import type { Sql } from '@site/shared-contracts/platform';
import { newLinkToken } from '../accounts/tokens';
import type { MailJob } from '../data/mail-queue';
import { insertPendingRegistration } from '../data/pending-registrations';
import { replaceResetToken } from '../data/reset-tokens';
import { findUserByEmail } from '../data/users';
import type { MailMessage } from './mailer';

export const RESET_TTL_SECONDS = 60 * 60;
export const REGISTRATION_TTL_SECONDS = 24 * 60 * 60;

export type MailSite = { db: Sql; siteName: string; siteUrl: string };

/**
 * Turn a queued job into the mail to send, or null when there is none (a reset or notice for an
 * address without an account). This runs in the worker, off the request path: the request only queued
 * the job, so it did the same work whether or not the address has an account. Link tokens are made
 * here and only their digests stored, so no plain token is ever written to the database.
 */
export async function composeMail(site: MailSite, job: MailJob): Promise<MailMessage | null> {
  const { db, siteName, siteUrl } = site;
  const user = await findUserByEmail(db, job.email);
  switch (job.kind) {
    case 'reset': {
      if (!user) return null;
      const { token, id } = newLinkToken();
      await replaceResetToken(db, { id, userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000) });
      return {
        to: user.email,
        subject: `${siteName}: reset your password`,
        text: `Hello ${user.display_name},\n\nSomeone (hopefully you) asked to reset the password of your ${siteName} account. Choose a new password here:\n\n${siteUrl}/reset-password?token=${token}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
      };
    }
    case 'register': {
      if (user) {
        return {
          to: user.email,
          subject: `${siteName}: someone tried to register with your address`,
          text: `Hello ${user.display_name},\n\nSomeone (perhaps you) tried to create a ${siteName} account with this e-mail address, but you already have one.\n\nLog in: ${siteUrl}/login\nForgot your password? Ask for a new one: ${siteUrl}/lost-password\n\nIf this was not you, you can ignore this e-mail; nothing has changed.\n`,
        };
      }
      const { token, id } = newLinkToken();
      const expiresAt = new Date(Date.now() + REGISTRATION_TTL_SECONDS * 1000);
      await insertPendingRegistration(db, { ...job, id, expiresAt });
      return {
        to: job.email,
        subject: `${siteName}: confirm your new account`,
        text: `Hello ${job.displayName},\n\nPlease confirm your e-mail address to finish creating your ${siteName} account:\n\n${siteUrl}/register/confirm?token=${token}\n\nThe link works once and expires in 24 hours. If you did not ask for an account, ignore this e-mail.\n`,
      };
    }
    case 'login-failures':
      if (!user) return null;
      return {
        to: user.email,
        subject: `${siteName}: failed attempts to log in to your account`,
        text: `Hello ${user.display_name},\n\nThere were several failed attempts to log in to your ${siteName} account. Until they stop, logging in also asks for a security check; your password still works.\n\nIf this was not you, you may want to choose a new password: ${siteUrl}/lost-password\n`,
      };
    case 'password-changed':
      if (!user) return null;
      return {
        to: user.email,
        subject: `${siteName}: your password was changed`,
        text: `Hello ${user.display_name},\n\nThe password of your ${siteName} account was just changed, and every other device was logged out.\n\nIf this was not you, ask for a new password at once: ${siteUrl}/lost-password\n`,
      };
  }
}
