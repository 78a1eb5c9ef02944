import type { Sql } from '@site/shared-contracts/platform';
import { readWidgetFilters, widgetPage } from '@site/shared-contracts/content';
import { loadLoop, type LoopView } from './load-loop';
import { filterSettings, type LoopWidget } from './widgets';

/**
 * A widget as a page address asks for it: its filters and page from the query (spec 2.6). The address is the
 * visitor's: malformed terms are dropped and a malformed page is page 1, as the reference reads them.
 */
export async function loadLoopFromUrl(db: Sql, widget: LoopWidget, postId: number, url: string): Promise<LoopView> {
  return loadLoop(db, widget, {
    postId,
    url,
    filters: readWidgetFilters(url, widget.id, filterSettings(widget)),
    page: widgetPage(url, widget.id, widget.pagination),
  });
}

/** The page's own path with the request's query: links are built on the route's path, never on what was sent. */
export function pageAddress(path: string, requestUrl: string): string {
  const query = requestUrl.indexOf('?');
  return query < 0 ? path : `${path}${requestUrl.slice(query)}`;
}
