import { z } from 'zod';

/** Spec 3.3, GET {rest_base}sss/v1/suggestions/{term}. */
export const searchSuggestionSchema = z.object({ tokens: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const suggestionResponseSchema = z.object({ suggestions: z.array(searchSuggestionSchema) });
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;
