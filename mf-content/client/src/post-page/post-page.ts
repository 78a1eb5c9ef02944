import { buildFloating } from './float-nav';
import { watchScroll } from './scroll-watch';
import { startSmoothScroll } from './smooth-scroll';
import { startTocMemory } from './toc-memory';

/** The sticky site header's height (the spec's "menu height"); 0 when the header scrolls away with the page. */
function menuHeight(doc: Document): number {
  const header = doc.body.querySelector<HTMLElement>(':scope > header');
  if (!header) return 0;
  const position = doc.defaultView?.getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? header.offsetHeight : 0;
}

/**
 * Everything the post page does as a whole (spec 2.4): the ToC's memory, smooth scrolling for marked links,
 * and the floating back-to-top and previous/next navigation driven by one throttled passive scroll listener.
 * `nav` is the end-of-post links block, the island's placeholder.
 */
export function startPostPage(nav: HTMLElement): () => void {
  const doc = nav.ownerDocument;
  const view = doc.defaultView ?? window;
  const post = doc.querySelector<HTMLElement>('.content-post');
  const header = doc.body.querySelector<HTMLElement>(':scope > header');
  post?.style.setProperty('--content-menu-height', `${menuHeight(doc)}px`);
  const stops: (() => void)[] = [];
  const toc = doc.querySelector<HTMLDetailsElement>('details.content-toc');
  if (toc) stops.push(startTocMemory(toc, view.localStorage));
  stops.push(startSmoothScroll(doc, () => menuHeight(doc)));
  const floating = buildFloating(nav);
  stops.push(floating.remove);
  stops.push(watchScroll(view, (y) => floating.update(y, post?.offsetHeight ?? 0, header?.offsetHeight ?? 0)));
  return () => stops.forEach((stop) => stop());
}
