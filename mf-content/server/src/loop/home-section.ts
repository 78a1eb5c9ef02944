import { contentMemo } from '@site/platform-kit/memo';
import type { HomeSection, HomeSectionRequest, SiteConfig, Sql, VisitorState } from '@site/shared-contracts/platform';
import { homeLoopHtml } from '../views/loop-html';
import type { LoopView } from './load-loop';
import { loadLoopFromUrl, pageAddress } from './url-loop';
import { HOME_DOCUMENT_ID, LATEST_WIDGET } from './widgets';

// A view per home address (its filters and page live in the query), kept while the content tokens stay:
// every table the loop reads (posts, terms, categories, authors) moves mf-content's page version.
const views = contentMemo<LoopView>();

/** 'Latest posts' after the shop's and the offers' sections: a loop grid filtered by the home page's address. */
export async function contentHomeSection(
  db: Sql,
  _site: SiteConfig,
  _visitor: VisitorState,
  request?: HomeSectionRequest,
): Promise<HomeSection> {
  const address = pageAddress('/', request?.url ?? '/');
  const view = await views.get(db, request?.content, address, () =>
    loadLoopFromUrl(db, LATEST_WIDGET, HOME_DOCUMENT_ID, address),
  );
  return {
    order: 30,
    html: String(homeLoopHtml(view)),
  };
}
