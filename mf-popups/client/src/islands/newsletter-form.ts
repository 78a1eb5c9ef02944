import type { IslandProps } from '@site/shared-contracts/platform';
import { enhanceNewsletterForm, SIGNED_UP_TOAST } from '../newsletter/newsletter-form';

/**
 * The `mf-popups/newsletter-form` island (shared-contracts/src/platform/exposes.json): plain DOM code over the
 * server's sign-up form in the footer and on /newsletter, mounted on interaction. Until then, and without
 * JavaScript, the form posts to /newsletter and the page answers.
 */
const attached = new WeakMap<HTMLElement, () => void>();

export async function bootstrap(): Promise<void> {}

export async function mount({ domElement, csrfToken, bus }: IslandProps): Promise<void> {
  const form = domElement.querySelector<HTMLFormElement>('form[data-popups-newsletter]');
  if (!form) throw new Error('newsletter-form: no form in the placeholder');
  const undo = enhanceNewsletterForm(form, {
    fetch: (...args) => fetch(...args),
    navigate: (url) => window.location.assign(url),
    pageUrl: window.location.pathname,
    csrfToken,
    signedUp: () => void bus.emit('popups:toast', SIGNED_UP_TOAST),
  });
  attached.set(domElement, undo);
}

export async function unmount({ domElement }: IslandProps): Promise<void> {
  attached.get(domElement)?.();
  attached.delete(domElement);
}
