/**
 * `inert` on everything beneath the topmost modal layer, the way the `aria-hidden` package's `hideOthers`
 * hides: from each kept element up to <body>, every sibling that holds no kept element is made inert, so the
 * kept elements stay live wherever they sit in the page. Only elements this keeper made inert are ever
 * restored: an element some other code made inert is left alone, before and after.
 */
export type InertKeeper = {
  /** Make everything outside `kept` inert; an empty list restores every element this keeper made inert. */
  keep(kept: readonly HTMLElement[]): void;
};

const XHTML = 'http://www.w3.org/1999/xhtml';
// `inert` is an HTMLElement property: an <svg> beside the layers has none.
const isHtml = (element: Element): element is HTMLElement => element.namespaceURI === XHTML;

export function createInertKeeper(doc: Document): InertKeeper {
  const mine = new Set<HTMLElement>();

  function beneath(kept: readonly HTMLElement[]): Set<HTMLElement> {
    const body = doc.body;
    const targets = new Set<HTMLElement>();
    const live = kept.filter((element) => element !== body && body.contains(element));
    if (!live.length) return targets;
    // The kept elements and every ancestor up to <body>: the paths that must stay live.
    const path = new Set<Element>();
    for (const element of live) {
      for (let node: Element | null = element; node && !path.has(node); node = node.parentElement) {
        path.add(node);
        if (node === body) break;
      }
    }
    for (const node of path) {
      if (live.includes(node as HTMLElement)) continue; // a kept layer's own content stays as it is
      for (const child of node.children) {
        if (!path.has(child) && isHtml(child)) targets.add(child);
      }
    }
    return targets;
  }

  return {
    keep(kept) {
      const next = beneath(kept);
      // Recomputed as a difference, so an element inert before and after is never touched in between.
      for (const element of mine) {
        if (next.has(element)) continue;
        element.inert = false;
        mine.delete(element);
      }
      for (const element of next) {
        if (mine.has(element) || element.inert) continue;
        element.inert = true;
        mine.add(element);
      }
    },
  };
}
