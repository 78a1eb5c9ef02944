import type { MailMessage, Sql } from '@site/shared-contracts/platform';
import { addUnsubscribeToken, setConfirmToken, type QueuedNewsletterMail } from '../data/newsletter/mail-queue';
import { newLinkToken } from './tokens';

/** A confirmation link works once and for this long. */
export const CONFIRM_TTL_SECONDS = 48 * 60 * 60;

export type NewsletterMailSite = { db: Sql; siteName: string; siteUrl: string };

/**
 * The mail for a queued job, or null when there is nothing to send (the address confirmed or left meanwhile).
 * Links are made here, in the worker, and only their digests stored. Every mail carries an unsubscribe link.
 */
export async function composeNewsletterMail(
  site: NewsletterMailSite,
  job: QueuedNewsletterMail,
): Promise<MailMessage | null> {
  const { db, siteName, siteUrl } = site;
  const unsubscribe = newLinkToken();
  const footer = `\n--\nYou get this because this address was entered in the ${siteName} newsletter form. Unsubscribe: ${siteUrl}/newsletter/unsubscribe?token=${unsubscribe.token}\n`;
  let message: MailMessage;
  if (job.kind === 'confirm') {
    const confirm = newLinkToken();
    if (!(await setConfirmToken(db, job.subscriberId, confirm.hash, CONFIRM_TTL_SECONDS))) return null;
    message = {
      to: job.email,
      subject: `${siteName}: confirm your subscription to ${job.listName}`,
      text: `Hello,\n\nPlease confirm that you want to receive "${job.listName}" from ${siteName}:\n\n${siteUrl}/newsletter/confirm?token=${confirm.token}\n\nThe link works once and expires in 48 hours. If you did not sign up, ignore this e-mail: you will not be subscribed.\n${footer}`,
    };
  } else if (job.kind === 'already-subscribed') {
    message = {
      to: job.email,
      subject: `${siteName}: you are already subscribed to ${job.listName}`,
      text: `Hello,\n\nSomeone (perhaps you) signed this address up for "${job.listName}" again. You are already subscribed, so nothing has changed.\n${footer}`,
    };
  } else {
    message = {
      to: job.email,
      subject: `${siteName}: welcome to ${job.listName}`,
      text: `Hello,\n\nYour subscription to "${job.listName}" is confirmed. Thank you!\n${footer}`,
    };
  }
  await addUnsubscribeToken(db, job.subscriberId, unsubscribe.hash);
  return message;
}
