import { z } from 'zod';

/** Spec 7.1: the AJAX action that returns panel markup. The call exists but is switched off. */
export const SEARCH_PANEL_ACTION = 'get_sss_ajax_panel';

/** Query of GET {ajax_url}?action=get_sss_ajax_panel&searchstring={term}. */
export const searchPanelRequestSchema = z.object({
  action: z.literal(SEARCH_PANEL_ACTION),
  searchstring: z.string().max(200),
});
export type SearchPanelRequest = z.infer<typeof searchPanelRequestSchema>;

/** The body is panel HTML, not JSON. */
export const searchPanelResponseSchema = z.string();
export type SearchPanelResponse = z.infer<typeof searchPanelResponseSchema>;
