/** Spec 2.4, 9: back-to-top and the floating navigation appear after 500 px of scroll. */
export const FLOAT_APPEAR_PX = 500;

/** Shown past 500 px; opened fully (titles) past the post's height plus the header's, minus 100 px. */
export function floatState(
  scrollY: number,
  postHeight: number,
  headerHeight: number,
): { shown: boolean; open: boolean } {
  return { shown: scrollY > FLOAT_APPEAR_PX, open: scrollY > postHeight + headerHeight - 100 };
}

function floatingLink(doc: Document, source: HTMLAnchorElement, rel: 'prev' | 'next'): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.href = source.href;
  link.rel = rel;
  const title = doc.createElement('span');
  title.className = 'content-float-nav__title';
  title.textContent = `: ${source.lastChild?.textContent?.trim() ?? ''}`;
  const mark = doc.createElement('span');
  mark.setAttribute('aria-hidden', 'true');
  if (rel === 'prev') {
    mark.textContent = '‹ ';
    link.append(mark, 'Previous', title);
  } else {
    mark.textContent = ' ›';
    link.append('Next', title, mark);
  }
  return link;
}

/**
 * The fixed back-to-top button and previous/next navigation, copied from the end-of-post links (which stay in
 * place: the no-JS path, and nothing moves). Returns `update(scrollY)` and the remove function.
 */
export function buildFloating(nav: HTMLElement): {
  update: (y: number, post: number, header: number) => void;
  remove: () => void;
} {
  const doc = nav.ownerDocument;
  const top = doc.createElement('a');
  top.className = 'content-to-top';
  top.href = '#top';
  top.dataset.contentScroll = '';
  top.setAttribute('aria-label', 'Back to top');
  top.textContent = '↑';
  const float = doc.createElement('nav');
  float.className = 'content-float-nav';
  float.setAttribute('aria-label', 'Previous and next post');
  const prev = nav.querySelector<HTMLAnchorElement>('a[rel="prev"]');
  const next = nav.querySelector<HTMLAnchorElement>('a[rel="next"]');
  if (prev) float.append(floatingLink(doc, prev, 'prev'));
  if (next) float.append(floatingLink(doc, next, 'next'));
  // On the body, not in the links block: fixed boxes outside the post's own styles and layout.
  doc.body.append(top, float);
  return {
    update: (y, post, header) => {
      const { shown, open } = floatState(y, post, header);
      top.classList.toggle('content-to-top--shown', shown);
      float.classList.toggle('content-float-nav--shown', shown && float.childElementCount > 0);
      float.classList.toggle('content-float-nav--open', open);
    },
    remove: () => {
      top.remove();
      float.remove();
    },
  };
}
