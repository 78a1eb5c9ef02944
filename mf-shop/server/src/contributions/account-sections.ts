import type { AccountSection, SignedInUser, SiteConfig, Sql } from '@site/shared-contracts/platform';
import { cashbackClicksOf } from '../data/cashback-clicks';
import { cashbackClicksSection } from '../views/cashback-clicks';

/** The account page lists this many of a user's cashback clicks (newest first) and counts the rest. */
export const ACCOUNT_CASHBACK_CLICKS = 50;

/** The shop's part of the user's account page (mf-auth's `/account`): their cashback clicks. */
export async function shopAccountSections(db: Sql, site: SiteConfig, user: SignedInUser): Promise<AccountSection[]> {
  const clicks = await cashbackClicksOf(db, user.id, ACCOUNT_CASHBACK_CLICKS);
  return [{ order: 10, html: cashbackClicksSection(clicks, site).toString() }];
}
