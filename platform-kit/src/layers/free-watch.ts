// Fields a visitor types or chooses in; buttons are not "filling a form".
const FORM_FIELD = [
  'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"]):not([type="hidden"])',
  'textarea',
  'select',
].join(', ');
const EDITABLE = '[contenteditable]:not([contenteditable="false"])';

/**
 * Focus is in something the visitor fills in (contenteditable counts for every element inside it), or on a
 * control of a form that has such fields: the visitor who typed an address and reaches for Subscribe is still
 * filling in the form.
 */
export function inFormField(active: Element | null): boolean {
  if (active === null) return false;
  if (active.matches(FORM_FIELD) || active.closest(EDITABLE) !== null) return true;
  return active.closest('form')?.querySelector(FORM_FIELD) != null;
}

export type FreeWatch = {
  isFree(): boolean;
  whenFree(fn: () => void): () => void;
  /** Something that may free the page happened (a layer closed): run what waits, while the page stays free. */
  check(): void;
  destroy(): void;
};

/**
 * The page is free when no layer that blocks automatic popups is open, the visitor is not in a form field and
 * no press is under way. Focus changes are watched on the document: `focusin` at once, `focusout` a task later,
 * because focus that moves from one field to the next passes through <body> in between, and a window that loses
 * focus keeps its active field. A press (pointerdown to pointerup) holds the page a task past its pointerup: a
 * popup opened between the two would take the click the visitor began (where a press on a button moves focus
 * off the field, as Safari's does, the field's focusout comes at pointerdown).
 */
export function createFreeWatch(win: Window, blocked: () => boolean, report: (error: unknown) => void): FreeWatch {
  const doc = win.document;
  const waiting = new Set<() => void>();
  let deferred: number | undefined;
  let pressing = false;

  const isFree = () => !blocked() && !pressing && !inFormField(doc.activeElement);
  function check(): void {
    // One at a time: the first callback may open a popup, and the rest must then wait for it.
    for (const fn of [...waiting]) {
      if (!isFree()) return;
      waiting.delete(fn);
      try {
        fn();
      } catch (error) {
        report(error);
      }
    }
  }
  const onFocusOut = () => {
    win.clearTimeout(deferred);
    deferred = win.setTimeout(check, 0);
  };
  const onPress = () => {
    pressing = true;
  };
  const onRelease = () => {
    win.setTimeout(() => {
      pressing = false;
      check();
    }, 0);
  };
  doc.addEventListener('focusin', check);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('pointerdown', onPress, true);
  doc.addEventListener('pointerup', onRelease, true);
  doc.addEventListener('pointercancel', onRelease, true);

  return {
    isFree,
    whenFree(fn) {
      if (isFree()) {
        fn();
        return () => undefined;
      }
      // A wrapper, so the same function queued twice is two waits, each cancelled on its own.
      const wait = () => fn();
      waiting.add(wait);
      return () => {
        waiting.delete(wait);
      };
    },
    check,
    destroy() {
      win.clearTimeout(deferred);
      waiting.clear();
      doc.removeEventListener('focusin', check);
      doc.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPress, true);
      doc.removeEventListener('pointerup', onRelease, true);
      doc.removeEventListener('pointercancel', onRelease, true);
    },
  };
}
