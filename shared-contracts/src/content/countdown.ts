import { z } from 'zod';

/** Spec 3.10 countdown widget: day, month, year, hour, min (seconds fixed at 0). */
export const countdownPropsSchema = z.object({
  day: z.number().int().min(1).max(31),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(1970).max(9999),
  hour: z.number().int().min(0).max(23),
  min: z.number().int().min(0).max(59),
});
export type CountdownProps = z.infer<typeof countdownPropsSchema>;
