import { z } from 'zod';

const CHANGES_MESSAGE = 'SHOP_CART_CHANGES_PER_MINUTE is a whole number of cart changes a minute, 1-100000';
const waitMs = (name: string, fallback: number, meaning: string) => {
  const message = `${name} is a whole number of milliseconds, 0-10000`;
  return z.coerce
    .number({ message })
    .int(message)
    .min(0, message)
    .max(10_000, message)
    .default(fallback)
    .describe(meaning);
};

/**
 * mf-shop's settings from the environment, parsed by the shell at start with every other slice's: a bad
 * value stops the server with the list of problems. Each `.describe()` is the setting's meaning in
 * docs/settings.md (`npm run settings:doc`).
 */
export const shopSettingsSchema = z
  .object({
    // Every change writes rows, and a new visitor id makes a new cart: the bound keeps a script from filling the
    // cart tables. Generous, since many shoppers can share one address.
    SHOP_CART_CHANGES_PER_MINUTE: z.coerce
      .number({ message: CHANGES_MESSAGE })
      .int(CHANGES_MESSAGE)
      .min(1, CHANGES_MESSAGE)
      .max(100_000, CHANGES_MESSAGE)
      .default(120)
      .describe(
        'cart changes (add, quantity, remove; JSON and forms alike) one IP address may make a minute; then 429',
      ),
    SHOP_FACETS_WAIT_MS: waitMs(
      'SHOP_FACETS_WAIT_MS',
      1_000,
      'how long an archive page waits for the first facet index after a start before it lists products without filters, saying so (1 000 000 products take seconds to read on PGlite)',
    ),
    SHOP_FACETS_STALE_WAIT_MS: waitMs(
      'SHOP_FACETS_STALE_WAIT_MS',
      250,
      'how long an archive page waits for the rebuilt facet index after a catalogue write before the previous one answers',
    ),
  })
  .transform((env): ShopSettings => ({
    cartChangesPerMinute: env.SHOP_CART_CHANGES_PER_MINUTE,
    facetWait: { ms: env.SHOP_FACETS_WAIT_MS, staleMs: env.SHOP_FACETS_STALE_WAIT_MS },
  }));

export type ShopSettings = { cartChangesPerMinute: number; facetWait: { ms: number; staleMs: number } };
