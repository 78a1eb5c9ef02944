import { z } from 'zod';

const CHANGES_MESSAGE = 'SHOP_CART_CHANGES_PER_MINUTE is a whole number of cart changes a minute, 1-100000';

/**
 * mf-shop's settings from the environment, parsed by the shell at start with every other slice's: a bad
 * value stops the server with the list of problems.
 */
export const shopSettingsSchema = z
  .object({
    /**
     * Cart changes (add, quantity, remove; JSON and forms alike) one IP address may make a minute. Every
     * change writes rows, and a new visitor id makes a new cart: the bound keeps a script from filling the
     * cart tables. Generous, since many shoppers can share one address.
     */
    SHOP_CART_CHANGES_PER_MINUTE: z.coerce
      .number({ message: CHANGES_MESSAGE })
      .int(CHANGES_MESSAGE)
      .min(1, CHANGES_MESSAGE)
      .max(100_000, CHANGES_MESSAGE)
      .default(120),
  })
  .transform((env): ShopSettings => ({ cartChangesPerMinute: env.SHOP_CART_CHANGES_PER_MINUTE }));

export type ShopSettings = { cartChangesPerMinute: number };
