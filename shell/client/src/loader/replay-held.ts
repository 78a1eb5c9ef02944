import type { Held } from './held-event';

/**
 * The element to replay on: the one the visitor used while it is in the page; otherwise the element at the same
 * place in the island with the same tag and attributes (the no-JS markup the shell put back after a failure, or
 * an island that rendered the same control); otherwise the one the visitor used, out of the page.
 */
function counterpart(island: HTMLElement, element: HTMLElement, path: number[]): HTMLElement {
  if (element.isConnected) return element;
  let found: Element | undefined = island;
  for (const index of path) found = found?.children[index];
  return found instanceof HTMLElement && found.cloneNode(false).isEqualNode(element.cloneNode(false)) ? found : element;
}

/** The form a click submits: on a submit button (or image input) of a form. */
function formSubmittedBy(target: HTMLElement): HTMLFormElement | null {
  const submits =
    (target instanceof HTMLButtonElement && target.type === 'submit') ||
    (target instanceof HTMLInputElement && (target.type === 'submit' || target.type === 'image'));
  return submits ? (target as HTMLButtonElement | HTMLInputElement).form : null;
}

/**
 * Submit as the visitor did. A form out of the page (the island rendered its own markup in its place) cannot
 * submit: it goes back in, hidden, and is submitted without JavaScript, as it would have been had nothing been held.
 */
function submit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) {
    form.hidden = true;
    form.ownerDocument.body.append(form);
  }
  form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : null);
}

/**
 * Dispatch a held event again, once: the island's listeners take it if it is mounted; otherwise it does what it
 * does without JavaScript (a link is followed where its `target` says, a form is submitted). An `a` is followed
 * even out of the page; a key has no action without a script, so a replaced one is dropped.
 */
export function replayHeld(island: HTMLElement, held: Held): void {
  const target = counterpart(island, held.target, held.path);
  if (held.kind === 'submit') {
    const submitter = held.submitter && counterpart(island, held.submitter.element, held.submitter.path);
    return submit(target as HTMLFormElement, submitter ?? null);
  }
  if (held.kind === 'key') {
    if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', held.key));
    return;
  }
  if (target.isConnected || target instanceof HTMLAnchorElement) return target.click();
  const form = formSubmittedBy(target);
  if (form) submit(form, target);
}
