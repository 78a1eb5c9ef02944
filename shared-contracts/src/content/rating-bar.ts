import { z } from 'zod';

/** Spec 3.10: a progress or rating bar; the bar's width is the percent. */
export const ratingBarPropsSchema = z.object({
  percent: z.number().min(0).max(100),
});
export type RatingBarProps = z.infer<typeof ratingBarPropsSchema>;
