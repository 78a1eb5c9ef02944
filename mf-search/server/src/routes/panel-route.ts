import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, parseOr400 } from '@site/platform-kit/http';
import { searchPanelRequestSchema, searchPostTypeSchema, searchTermSchema } from '@site/shared-contracts/search';
import type { SearchService } from '../engine/search-service';
import { toSearchMatch } from '../engine/search-match';
import { renderPanel } from '../views/panel';
import { refusalByField, SEARCH_REFUSALS } from './refusals';

const PANEL_ITEMS = 5;

/**
 * Spec 7.1: GET {ajax_url}?action=get_sss_ajax_panel&searchstring={term} returns panel markup. The
 * call exists but is switched off (SEARCH_AJAX_PANEL=on enables it); off, a well-formed call answers
 * 404 JSON. The term's own rules are checked only once the call is on.
 */
export function registerPanelRoute(app: FastifyInstance, search: SearchService, enabled: boolean): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ajax',
    {
      schema: { querystring: searchPanelRequestSchema },
      schemaErrorFormatter: refusalByField({}, SEARCH_REFUSALS.panelRequest),
    },
    async (request, reply) => {
      if (!enabled) throw notFound('The search panel call is switched off.', 'SEARCH_PANEL_DISABLED');
      const term = parseOr400(searchTermSchema, request.query.searchstring, SEARCH_REFUSALS.term.code);
      reply.type('text/html; charset=utf-8');
      const match = toSearchMatch(term);
      if (!match) return '';
      const types = searchPostTypeSchema.options;
      const [suggestions, terms, items] = await Promise.all([
        search.suggestions(match),
        search.taxonomies(match),
        Promise.all(types.map((type) => search.items(match, type, [], PANEL_ITEMS))),
      ]);
      const groups = types.map((type, i) => ({ type, rows: items[i]?.rows ?? [] }));
      return String(renderPanel({ term, suggestions, terms, groups }));
    },
  );
}
