import type { Sql } from '@site/shared-contracts/platform';
import type { AuthLimits } from '../limits/auth-limits';
import type { Mailer } from '../mail/mailer';

/** What the account services share, built once per app in the slice plugin. */
export type AuthDeps = {
  db: Sql;
  /** Configured origin: e-mailed links are built from it, never from the Host header (A5). */
  siteUrl: string;
  siteName: string;
  limits: AuthLimits;
  mailer: Mailer;
  /** Playwright hook; undefined in production. */
  captchaTestAnswer?: string | undefined;
};
