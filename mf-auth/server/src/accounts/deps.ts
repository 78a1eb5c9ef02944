import type { Sql } from '@site/shared-contracts/platform';
import type { AuthLimits } from '../limits/auth-limits';

/** What the account services share, built once per app in the slice plugin. */
export type AuthDeps = {
  db: Sql;
  /** Configured origin: e-mailed links are built from it, never from the Host header (A5). */
  siteUrl: string;
  siteName: string;
  limits: AuthLimits;
  /** Playwright hook; only ever set on a loopback-only site (settings.ts). */
  captchaTestAnswer?: string | undefined;
};
