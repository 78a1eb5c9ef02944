import { z } from 'zod';
import { postTypeSchema } from './post-type';

/**
 * A display switch: only 'show' turns the part on; any other value (usually 'hide' or '') hides it.
 * Kept open so a new builder value hides the part instead of failing the whole response.
 */
export const showSwitchSchema = z.string();
export type ShowSwitch = z.infer<typeof showSwitchSchema>;

export const currencyPositionSchema = z.enum(['left', 'left_space', 'right', 'right_space']);
export type CurrencyPosition = z.infer<typeof currencyPositionSchema>;

/** Spec 3.5 settings: how one content type group of the item search is shown. */
export const itemSearchSettingsSchema = z.object({
  post_type: postTypeSchema,
  /** 'top' or 'bottom' places the 'see all' link; any other value leaves it out. */
  seeall: z.string(),
  /** 'grid' selects the grid layout; any other value the list layout. */
  display_template: z.string(),
  numitems: z.number().int().nonnegative(),
  saleflash: showSwitchSchema,
  rating: showSwitchSchema,
  price: showSwitchSchema,
  excerpt: showSwitchSchema,
  image: showSwitchSchema,
  date: showSwitchSchema,
  price_decimal_sep: z.string(),
  // Empty when the shop prints no thousands separator.
  price_thousand_sep: z.string(),
  currency_pos: currencyPositionSchema,
  currency_symbol: z.string(),
});
export type ItemSearchSettings = z.infer<typeof itemSearchSettingsSchema>;
