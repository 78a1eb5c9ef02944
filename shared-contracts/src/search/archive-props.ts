import { z } from 'zod';
import { searchSortSchema } from './search-config';

/**
 * The results page's archive-mode island (spec 2.1, 4.1): typing refreshes /search in place.
 * default_sort is the shop's default sort; 'relevance' means nothing is marked.
 */
export const searchArchivePropsSchema = z.object({
  keyboard_delay: z.number().int().min(0).max(5000).default(300),
  action: z.string().startsWith('/').default('/search'),
  default_sort: searchSortSchema.default({ orderby: 'relevance', order: 'desc' }),
});
export type SearchArchiveProps = z.infer<typeof searchArchivePropsSchema>;
