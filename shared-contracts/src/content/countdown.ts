import * as z from 'zod/mini';

/** Spec 3.10 countdown widget: day, month, year, hour, min (seconds fixed at 0). */
export const countdownPropsSchema = z.object({
  day: z.int().check(z.gte(1), z.lte(31)),
  month: z.int().check(z.gte(1), z.lte(12)),
  year: z.int().check(z.gte(1970), z.lte(9999)),
  hour: z.int().check(z.gte(0), z.lte(23)),
  min: z.int().check(z.gte(0), z.lte(59)),
});
export type CountdownProps = z.infer<typeof countdownPropsSchema>;
