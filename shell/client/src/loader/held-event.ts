/**
 * What an island mounted on interaction would handle. Held: a plain click on a link or a control (button, submit,
 * checkbox, radio), a form's submit, and Enter or Space on an element whose keys only a script handles
 * (`role="button"` and the like). Not held: a click on text or in a text field (the focus already woke the
 * island), a disclosure's `summary` (it opens at once, and the islands read the disclosure's state when they
 * mount: the search widgets start open, the ToC remembers it), a click with a modifier or another button (a new
 * tab or window stays the browser's), and keys on native controls (their Enter or Space becomes the click or the
 * submit that is held).
 */
export type Held = {
  kind: 'click' | 'submit' | 'key';
  target: HTMLElement;
  /** Where the target sits in the island (child positions), to find it again in a copy of the markup. */
  path: number[];
  submitter?: { element: HTMLElement; path: number[] } | undefined;
  key?: KeyboardEventInit;
};

const CLICKED = 'a[href], area[href], button, input, [role="button"], [role="link"], [role="tab"], [role="checkbox"]';
const KEYED = '[role="button"], [role="link"], [role="tab"], [role="checkbox"]';
const NATIVE = 'a[href], button, input, select, textarea, summary';
// The input types a click does something with; a click in a text field only places the caret.
const ACTIVATED = new Set(['submit', 'image', 'button', 'reset', 'checkbox', 'radio']);

const plain = (e: MouseEvent | KeyboardEvent) => !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function within(island: HTMLElement, target: EventTarget | null, selector: string): HTMLElement | null {
  const found = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  return found && island.contains(found) ? found : null;
}

// Child positions from the island down: the shell's copy of the no-JS markup has the same element at the same place.
function pathIn(island: HTMLElement, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== island && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

const hold = (island: HTMLElement, kind: Held['kind'], target: HTMLElement): Held => ({
  kind,
  target,
  path: pathIn(island, target),
});

/** The event as something to replay, or null when it is not one the island would handle. */
export function heldEvent(event: Event, island: HTMLElement): Held | null {
  if (event.type === 'submit' && event.target instanceof HTMLFormElement && island.contains(event.target)) {
    const submitter = (event as SubmitEvent).submitter;
    const held = hold(island, 'submit', event.target);
    return submitter ? { ...held, submitter: { element: submitter, path: pathIn(island, submitter) } } : held;
  }
  if (event.type === 'click' && event instanceof MouseEvent && event.button === 0 && plain(event)) {
    const target = within(island, event.target, CLICKED);
    if (!target || (target as HTMLButtonElement).disabled) return null;
    if (target instanceof HTMLInputElement && !ACTIVATED.has(target.type)) return null;
    return hold(island, 'click', target);
  }
  if (event.type === 'keydown' && event instanceof KeyboardEvent && plain(event)) {
    if (event.key !== 'Enter' && event.key !== ' ') return null;
    const target = within(island, event.target, KEYED);
    if (!target || target.matches(NATIVE)) return null;
    return {
      ...hold(island, 'key', target),
      key: { key: event.key, code: event.code, bubbles: true, cancelable: true },
    };
  }
  return null;
}

/** Two holds of one thing: a visitor clicking again because nothing happened yet, which counts once. */
export const sameHeld = (a: Held, b: Held): boolean => a.kind === b.kind && a.target === b.target;
