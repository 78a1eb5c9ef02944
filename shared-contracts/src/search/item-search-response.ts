import { z } from 'zod';
import { itemSearchResultSchema } from './item-search-result';
import { itemSearchSettingsSchema } from './item-search-settings';

/** Spec 3.5, GET {rest_base}sss/v1/posts/{post_type}/{term}[/{exclude_name}/{value}...]. */
export const itemSearchResponseSchema = z.object({
  results: z.array(itemSearchResultSchema),
  settings: itemSearchSettingsSchema,
  /** Target of the 'see all' link (spec 2.2). */
  search_link: z.string().min(1),
});
export type ItemSearchResponse = z.infer<typeof itemSearchResponseSchema>;
