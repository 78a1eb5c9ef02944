import { z } from 'zod';

/** `weekly-deals=3,offers=7`: which provider list id each local list maps to. */
const listMap = z
  .string()
  .regex(/^([a-z0-9][a-z0-9-]{0,62}=[A-Za-z0-9_-]{1,64})(,[a-z0-9][a-z0-9-]{0,62}=[A-Za-z0-9_-]{1,64})*$/, {
    message: 'NEWSLETTER_PROVIDER_LISTS must read list=providerId[,list=providerId]',
  })
  .transform((value) => Object.fromEntries(value.split(',').map((pair) => pair.split('=') as [string, string])));

/**
 * mf-popups' settings from the environment (the site demo's popups, the newsletter's provider and workers). Each
 * `.describe()` is the setting's meaning in docs/settings.md (`npm run settings:doc`).
 */
export const popupsSettingsSchema = z.object({
  POPUPS_SITE_DEMO: z
    .enum(['on', 'off'], { message: 'POPUPS_SITE_DEMO is on or off' })
    .default('off')
    .describe(
      "read by the seed: `on` writes the site's own demo popups (home welcome, exit-intent offer, blog scroll, ad-block notice) enabled, `off` disabled; the e2e server and `npm run bench` set it off",
    ),
  NEWSLETTER_PROVIDER: z
    .enum(['local', 'brevo'])
    .default('local')
    .describe(
      '`local`: the built-in list alone; `brevo`: also send each confirmed sign-up to a Brevo-style API (needs the three below)',
    ),
  NEWSLETTER_PROVIDER_URL: z
    .string()
    .url()
    .optional()
    .describe("the provider's API base")
    .meta({ examples: ['https://api.brevo.com'] }),
  NEWSLETTER_PROVIDER_KEY: z.string().min(1).max(200).optional().describe("the provider's API key"),
  NEWSLETTER_PROVIDER_LISTS: listMap
    .optional()
    .describe('which provider list id each local list maps to')
    .meta({ examples: ['weekly-deals=3,offers=7'] }),
  NEWSLETTER_POLL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(60_000)
    .default(1000)
    .describe("how often the newsletter's mail and provider workers look for work, in milliseconds"),
  NEWSLETTER_RETRY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(30_000)
    .describe(
      'first retry delay of a failed provider call, in milliseconds; it doubles with each attempt (at most an hour)',
    ),
  NEWSLETTER_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(6)
    .describe('attempts before a provider call goes to the dead letters (`npm run cli -- mf-popups newsletter-retry`)'),
});

export type PopupsSettings = z.infer<typeof popupsSettingsSchema>;

/** Stops the site at start when the HTTP provider is chosen without what it needs. */
export function checkProviderSettings(settings: PopupsSettings): void {
  if (settings.NEWSLETTER_PROVIDER === 'local') return;
  const missing = (['NEWSLETTER_PROVIDER_URL', 'NEWSLETTER_PROVIDER_KEY', 'NEWSLETTER_PROVIDER_LISTS'] as const).filter(
    (name) => settings[name] === undefined,
  );
  if (missing.length > 0) throw new Error(`mf-popups: NEWSLETTER_PROVIDER=brevo needs ${missing.join(', ')}`);
}
