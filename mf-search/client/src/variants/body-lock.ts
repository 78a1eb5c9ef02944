/**
 * Hold the page still under a full-screen popover (spec 2.3 slide-style form under 600 px): the body
 * becomes fixed at its current scroll offset, and closing puts back its styles and the scroll position.
 */
export function lockBody(doc: Document = document): () => void {
  const body = doc.body;
  const win = doc.defaultView ?? window;
  const scrollY = win.scrollY;
  const previous = body.getAttribute('style');
  body.classList.add('sss-body-locked');
  Object.assign(body.style, { position: 'fixed', top: `-${scrollY}px`, left: '0', right: '0', overflow: 'hidden' });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    body.classList.remove('sss-body-locked');
    if (previous === null) body.removeAttribute('style');
    else body.setAttribute('style', previous);
    win.scrollTo(0, scrollY);
  };
}
