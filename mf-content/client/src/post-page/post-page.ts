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
 * Found by the document, not by the placeholder: the page has several placeholders of this island (see
 * startPostPage).
 */
function startPage(doc: Document): () => void {
  const nav = doc.querySelector<HTMLElement>('.content-post-nav');
  const view = doc.defaultView ?? window;
  const post = doc.querySelector<HTMLElement>('.content-post');
  const header = doc.body.querySelector<HTMLElement>(':scope > header');
  post?.style.setProperty('--content-menu-height', `${menuHeight(doc)}px`);
  const stops: (() => void)[] = [];
  const toc = doc.querySelector<HTMLDetailsElement>('details.content-toc');
  if (toc) stops.push(startTocMemory(toc, doc));
  stops.push(startSmoothScroll(doc, () => menuHeight(doc)));
  if (!nav) return () => stops.forEach((stop) => stop());
  const floating = buildFloating(nav);
  stops.push(floating.remove);
  stops.push(watchScroll(view, (y) => floating.update(y, post?.offsetHeight ?? 0, header?.offsetHeight ?? 0)));
  return () => stops.forEach((stop) => stop());
}

const pages = new WeakMap<Document, { count: number; stop: () => void }>();

/**
 * Each placeholder of `mf-content/post-page` mounts by its own strategy (a scroll sentinel, the ToC on
 * interaction, the end-of-post links when seen, and at once for a visitor who hid the ToC); whichever comes first
 * starts the page's behaviour once, and the last unmount stops it.
 */
export function startPostPage(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const running = pages.get(doc) ?? { count: 0, stop: () => undefined };
  if (running.count === 0) running.stop = startPage(doc);
  running.count += 1;
  pages.set(doc, running);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    running.count -= 1;
    if (running.count === 0) running.stop();
  };
}
