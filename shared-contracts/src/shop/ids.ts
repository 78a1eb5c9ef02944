import { z } from 'zod';

/**
 * The shop's ids are PostgreSQL `integer` (serial) columns, 1..2^31-1. A larger id is refused as input
 * (400) instead of reaching the database, where it would fail the query (500).
 */
export const SHOP_ID_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const shopIdSchema = z.number().int().positive().max(SHOP_ID_MAX);

/** An id in a path segment or a form field (always text): digits only, within the same bounds. */
export const shopIdTextSchema = (message: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= SHOP_ID_MAX, message);
