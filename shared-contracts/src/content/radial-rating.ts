import { z } from 'zod';
import { RADIAL_RATING_MAX } from './constants';

/** Spec 3.10: a radial rating on a 0-10 scale (halves allowed, e.g. 7.5). */
export const radialRatingPropsSchema = z.object({
  rating: z.number().min(0).max(RADIAL_RATING_MAX),
});
export type RadialRatingProps = z.infer<typeof radialRatingPropsSchema>;
