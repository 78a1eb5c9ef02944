import { focusables, trapTab } from '@site/platform-kit/dialog';
import type { LayerDismissReason, LayerStack } from '@site/shared-contracts/platform';
import type { PopupDisplay } from '@site/shared-contracts/popups';
import { enhanceNewsletterForm } from '../newsletter/newsletter-form';
import { buildPopupDom, type ModalPopup } from './popup-dom';

/** Spec 9 popup focus delay (after the entrance animation, when there is one). */
export const FOCUS_DELAY_MS = 250;

export type OpenPopup = { root: HTMLElement; close: (reason?: string) => void };

const reducedMotion = (win: Window) => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** What the popup answers when the stack asks it to close: the prevent_close_* settings refuse. */
function accepts(d: PopupDisplay, reason: LayerDismissReason): boolean {
  if (reason === 'escape') return !d.prevent_close_on_esc_key;
  if (reason === 'overlay') return !d.prevent_close_on_background_click;
  return true;
}

/**
 * A builder popup as a fixed-position dialog (no layout shift: nothing enters the flow) and a modal layer of the
 * page's stack (`popups:builder-{id}`): the stack takes Escape and overlay clicks (a prevent_close_* setting
 * refuses, and then nothing closes, not even what lies beneath), makes the page inert, locks its scroll for
 * `prevent_scroll` and returns focus to the opener. `content` is the popup's cloned template. Every listener it
 * adds is removed on close. `onClosed` runs once, after the exit animation.
 */
export function openPopupModal(
  win: Window,
  layers: LayerStack,
  popup: ModalPopup,
  onClosed: () => void,
  signedUp?: () => void,
): OpenPopup {
  const doc = win.document;
  const d = popup.display;
  const a11y = d.a11y_navigation !== false;
  const animate = !reducedMotion(win);
  const duration = (d.entrance_animation_duration?.size ?? 0.4) * 1000;

  const { root, overlay, dialog, closeButton } = buildPopupDom(doc, popup);
  doc.body.append(root);

  const timers: number[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    timers.forEach((t) => win.clearTimeout(t));
    undoForms.forEach((undo) => undo());
    doc.removeEventListener('keydown', onKey, true);
    // The popup leaves the stack as its close starts, not after the exit animation: the page is usable at once,
    // and focus is back on the opener before whatever closed it (a link opening the menu) opens the next layer.
    layer.close();
    root.classList.add('popups-builder--closing');
    const finish = () => {
      root.remove();
      onClosed();
    };
    if (animate && d.exit_animation) {
      dialog.classList.add(`popups-anim-${d.exit_animation}`, 'popups-anim-reverse');
      dialog.style.animationDuration = `${duration}ms`;
      win.setTimeout(finish, duration);
    } else finish();
  };

  const layer = layers.open({
    id: `popups:builder-${popup.id}`,
    element: root,
    modal: true,
    scrollLock: d.prevent_scroll === true,
    // a11y_navigation off: focus is never moved, on open or on close.
    ...(a11y ? {} : { opener: null }),
    dismiss(reason) {
      if (!accepts(d, reason)) return false;
      close();
      return true;
    },
  });

  // Only Tab is the popup's own key, and only while no layer above it (a lightbox) has the keyboard.
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Tab' && a11y && layer.isTop()) trapTab(root, event);
  }

  // A newsletter form in the popup (issue 16) closes it 3 s after a success when its settings ask for it.
  const undoForms = [...dialog.querySelectorAll<HTMLFormElement>('form[data-popups-newsletter]')].map((form) =>
    enhanceNewsletterForm(form, {
      fetch: (...args) => win.fetch(...args),
      navigate: (url) => win.location.assign(url),
      closePopup: () => close(),
      pageUrl: win.location.pathname,
      signedUp,
    }),
  );
  closeButton.addEventListener('click', () => close());
  overlay.addEventListener('click', () => layer.dismiss('overlay'));
  doc.addEventListener('keydown', onKey, true);
  if (animate && d.entrance_animation) {
    dialog.classList.add(`popups-anim-${d.entrance_animation}`);
    dialog.style.animationDuration = `${duration}ms`;
    timers.push(win.setTimeout(() => dialog.classList.remove(`popups-anim-${d.entrance_animation}`), duration));
  }
  if (d.close_button_delay)
    timers.push(win.setTimeout(() => (closeButton.hidden = false), d.close_button_delay * 1000));
  if (d.close_automatically) timers.push(win.setTimeout(close, d.close_automatically * 1000));

  // Focus moves in after the entrance (spec 9's delay), unless a layer opened above meanwhile. On touch screens
  // the dialog itself takes it, so no input pops the keyboard up (the original's #21409).
  const focusDelay = FOCUS_DELAY_MS + (animate && d.entrance_animation ? duration : 0);
  timers.push(
    win.setTimeout(() => {
      if (!a11y || !layer.isTop()) return;
      const touch = win.matchMedia?.('(pointer: coarse)').matches ?? false;
      const first = touch ? null : focusables(dialog).find((el) => !el.hidden && el !== closeButton);
      (first ?? dialog).focus();
    }, focusDelay),
  );
  return { root, close };
}
