import * as z from 'zod/mini';

/** Spec 3.3, GET {rest_base}sss/v1/suggestions/{term}. */
export const suggestionResponseSchema = z.object({ suggestions: z.array(z.object({ tokens: z.string() })) });
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;
