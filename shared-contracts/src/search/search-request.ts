import { z } from 'zod';
import { SEARCH_PANEL_ACTION } from './constants';
import { searchExclusionSchema } from './exclusion';
import { searchPostTypeSchema } from './post-type';

/** A search term, percent-decoded; 100 characters is plenty for a search box. */
export const searchTermSchema = z.string().trim().min(1).max(100);

/**
 * The path after /suggestions/ or /taxonomies/ (spec 7.1): the term is read from the route's wildcard
 * ('*'), since a non-Latin term, once percent-encoded, outgrows the router's parameter length limit.
 */
export const searchTermPathSchema = z.object({ '*': searchTermSchema });

/** {term}[/{exclude_name}/{value}...]: the term, then name/value pairs (an odd piece fails as a pair). */
const termAndExclusionsSchema = z
  .string()
  .transform((rest) => {
    const [term = '', ...pieces] = rest.split('/');
    const pairs = pieces.filter((piece) => piece !== '');
    const exclusions = [];
    for (let i = 0; i < pairs.length; i += 2) exclusions.push({ name: pairs[i], value: pairs[i + 1] });
    return { term, exclusions };
  })
  .pipe(z.object({ term: searchTermSchema, exclusions: z.array(searchExclusionSchema) }));

/** GET {rest_base}sss/v1/posts/{post_type}/{term}[/{exclude_name}/{value}...] path parameters. */
export const itemSearchPathSchema = z.object({ post_type: searchPostTypeSchema, '*': termAndExclusionsSchema });

/** ?numitems= on the posts call: how many items the group shows (spec 3.5 numitems). */
export const itemSearchQuerySchema = z.object({ numitems: z.coerce.number().int().min(1).max(50).default(5) });

/** Query of GET {ajax_url}?action=get_sss_ajax_panel&searchstring={term} (spec 7.1). */
export const searchPanelRequestSchema = z.object({
  action: z.literal(SEARCH_PANEL_ACTION),
  searchstring: z.string().max(200),
});

/**
 * The body of POST sss/v1/settled: what was typed and the title of the result clicked (the server completes the
 * typed last word from it, and counts nothing the title does not confirm).
 */
export const searchSettledBodySchema = z.object({ term: searchTermSchema, title: z.string().max(300) }).strict();
export type SearchSettledBody = z.infer<typeof searchSettledBodySchema>;
