import type { ItemSearchResult, ItemSearchSettings } from '@site/shared-contracts/search';
import { SALE_LABEL } from '@site/shared-contracts/search';
import { formatDate } from '../format/date';
import { priceParts } from '../format/price';
import { safeNodes } from './safe-html';

export type ItemView = { dateFormat: string; locale: string };

const show = (value: string): boolean => value === 'show';

function Price({ result, settings }: { result: ItemSearchResult; settings: ItemSearchSettings }) {
  const parts = priceParts(result, settings);
  if (!parts) return null;
  let body;
  if (parts.kind === 'html') body = safeNodes(parts.html);
  else if (parts.kind === 'range') body = `${parts.min} - ${parts.max}`;
  else if (parts.kind === 'sale')
    body = (
      <>
        <del>{parts.regular}</del> <ins>{parts.amount}</ins>
      </>
    );
  else body = parts.amount;
  return <span className="search-box__price">{body}</span>;
}

/** All term names of every taxonomy, comma-joined (spec 3.5 taxonomies meta). */
export const taxonomyMeta = (result: ItemSearchResult): string =>
  Object.values(result.taxonomies ?? {})
    .flat()
    .map((t) => t.name)
    .join(', ');

/**
 * One result as one link (spec 2.2 item link), so arrow keys move item by item. Each part is shown
 * only when its settings switch is 'show' and the field has content (spec 4.2).
 */
export function ResultItem({
  result,
  settings,
  view,
}: {
  result: ItemSearchResult;
  settings: ItemSearchSettings;
  view: ItemView;
}) {
  const rating = result.rating ?? 0;
  const meta = taxonomyMeta(result);
  return (
    <li className="search-box__item">
      <a href={result.permalink}>
        {show(settings.image) && result.image_url ? (
          <span className="search-box__image">{safeNodes(result.image_url, { decorative: true })}</span>
        ) : null}
        <span className="search-box__text">
          <span className="search-box__title">{result.title}</span>
          {show(settings.saleflash) && (result.sale_discount ?? 0) > 0 ? (
            <span className="search-box__sale">{SALE_LABEL}</span>
          ) : null}
          {show(settings.price) ? <Price result={result} settings={settings} /> : null}
          {show(settings.rating) && rating > 0 ? (
            <span className="search-box__rating">
              <span aria-hidden="true">★</span> {rating}
            </span>
          ) : null}
          {show(settings.date) && result.date ? (
            <span className="search-box__date">{formatDate(result.date, view.dateFormat, view.locale)}</span>
          ) : null}
          {show(settings.excerpt) && result.excerpt ? (
            <span className="search-box__excerpt">{result.excerpt}</span>
          ) : null}
          {meta ? <span className="search-box__meta">{meta}</span> : null}
        </span>
      </a>
    </li>
  );
}
