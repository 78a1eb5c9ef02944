import { must } from './must';

/** One loop widget's markup from a page (`<section id="content-loop-{id}">` to its end). */
export function widgetHtml(page: string, widgetId: string): string {
  const start = page.indexOf(`<section class="content-loop" id="content-loop-${widgetId}"`);
  if (start < 0) throw new Error(`no loop widget ${widgetId} on the page`);
  return page.slice(start, page.indexOf('</section>', start) + '</section>'.length);
}

/** The post slugs a widget lists, in order. */
export function cardSlugs(markup: string): string[] {
  return Array.from(markup.matchAll(/class="content-card__title"><a href="\/blog\/([a-z0-9-]+)"/g), (m) => must(m[1]));
}

/** A filter link's href (entities decoded) and whether it is the current choice. */
export function termLink(markup: string, taxonomy: string, value: string): { href: string; current: boolean } {
  const match = new RegExp(
    `<a class="content-filter__term" href="([^"]*)" data-taxonomy="${taxonomy}" data-filter="${value}"( aria-current="true")?>`,
  ).exec(markup);
  if (!match) throw new Error(`no ${taxonomy} link for ${value}`);
  return { href: must(match[1]).replace(/&#38;/g, '&'), current: match[2] !== undefined };
}

/** The count a filter link shows beside its term. */
export function termCount(markup: string, taxonomy: string, value: string): number {
  const match = new RegExp(
    `data-taxonomy="${taxonomy}" data-filter="${value}"[^>]*>[^<]*<span class="content-filter__count">(\\d+)</span>`,
  ).exec(markup);
  if (!match) throw new Error(`no ${taxonomy} count for ${value}`);
  return Number(match[1]);
}
