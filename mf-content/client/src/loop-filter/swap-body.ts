import { parseHtml } from '@site/platform-kit/trusted-types';

const BODY = '.content-loop__body';
const TERM = 'a.content-filter__term';

/** The filter link that has focus inside `body`, as its taxonomy and value, to give focus back after a swap. */
function focusedTerm(body: Element): { taxonomy: string; filter: string } | null {
  const active = body.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !body.contains(active) || !active.matches(TERM)) return null;
  return { taxonomy: active.dataset.taxonomy ?? '', filter: active.dataset.filter ?? '' };
}

/**
 * Spec 4.9: the returned markup replaces the widget's body (its first element; an empty answer empties the
 * body). Parsed into an inert document through the team's Trusted Types policy and moved in as nodes, so no
 * HTML sink is used and nothing in it runs. Focus on a filter link moves to the same link in the new markup.
 * Returns the body now in the page.
 */
export function swapBody(widget: HTMLElement, markup: string): Element | null {
  const old = widget.querySelector(BODY);
  if (!old) return null;
  const fresh = parseHtml('mf-content', markup).body.firstElementChild;
  if (!fresh) {
    old.replaceChildren();
    return old;
  }
  const focus = focusedTerm(old);
  const body = widget.ownerDocument.importNode(fresh, true);
  old.replaceWith(body);
  if (focus) {
    const same = Array.from(body.querySelectorAll<HTMLElement>(TERM)).find(
      (link) => link.dataset.taxonomy === focus.taxonomy && link.dataset.filter === focus.filter,
    );
    same?.focus();
  }
  return body;
}
