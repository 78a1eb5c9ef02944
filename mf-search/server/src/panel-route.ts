import type { FastifyInstance } from 'fastify';
import { searchPanelRequestSchema, searchPostTypeSchema, searchTermSchema } from '@site/shared-contracts/search';
import type { SearchService } from './engine/search-service';
import { searchError } from './errors';
import { html, raw } from './html';
import { searchLink } from './items';
import { toSearchMatch } from './match';
import type { SearchSettings } from './settings';

const PANEL_ITEMS = 5;
const GROUP_LABEL: Record<string, string> = { product: 'Products', post: 'Posts', offer: 'Offers' };

/** Panel markup for a term: suggestions, taxonomy terms, then one item group per content type. */
async function panelHtml(search: SearchService, term: string): Promise<string> {
  const match = toSearchMatch(term);
  if (!match) return '';
  const [suggestions, terms, ...groups] = await Promise.all([
    search.suggestions(match),
    search.taxonomies(match),
    ...searchPostTypeSchema.options.map((t) => search.items(match, t, [], PANEL_ITEMS)),
  ]);
  const parts: string[] = [];
  if (suggestions.length) {
    const links = suggestions.map((s) => raw(html`<li><a href="${searchLink(s)}">${s}</a></li>`));
    parts.push(html`<section class="sss-panel__group" aria-label="Suggestions"><ul>${links}</ul></section>`);
  }
  if (terms.length) {
    const links = terms.map((t) =>
      raw(html`<li><a href="${t.url}">${t.name}</a> <span>${t.taxonomy_plural_name}</span></li>`),
    );
    parts.push(html`<section class="sss-panel__group" aria-label="Categories"><ul>${links}</ul></section>`);
  }
  searchPostTypeSchema.options.forEach((type, i) => {
    const rows = groups[i]?.rows ?? [];
    if (!rows.length) return;
    const label = GROUP_LABEL[type] ?? type;
    const links = rows.map((r) => raw(html`<li><a href="${r.url}">${r.title}</a></li>`));
    parts.push(html`<section class="sss-panel__group" aria-label="${label}"><ul>${links}</ul>
<a class="sss-panel__see-all" href="${searchLink(term, type)}">See all ${label.toLowerCase()}</a></section>`);
  });
  return html`<div class="sss-panel">${parts.map((p) => raw(p))}</div>`;
}

/**
 * Spec 7.1: GET {ajax_url}?action=get_sss_ajax_panel&searchstring={term} returns panel markup. The
 * call exists but is switched off (SEARCH_AJAX_PANEL=on enables it); off, it answers 404 JSON.
 */
export function registerPanelRoute(app: FastifyInstance, search: SearchService, settings: SearchSettings): void {
  app.get('/api/ajax', async (request, reply) => {
    const parsed = searchPanelRequestSchema.safeParse(request.query);
    if (!parsed.success) throw searchError('Unknown action or a bad searchstring.', 'SEARCH_BAD_PANEL_REQUEST');
    if (!settings.panelEnabled)
      throw searchError('The search panel call is switched off.', 'SEARCH_PANEL_DISABLED', 404);
    const term = searchTermSchema.safeParse(parsed.data.searchstring);
    if (!term.success) throw searchError('The search term must be 1 to 100 characters.', 'SEARCH_BAD_TERM');
    return reply.type('text/html; charset=utf-8').send(await panelHtml(search, term.data));
  });
}
