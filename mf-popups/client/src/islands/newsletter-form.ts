import { defineDomIsland } from '@site/platform-kit/island';
import { enhanceNewsletterForm, SIGNED_UP_TOAST } from '../newsletter/newsletter-form';

/**
 * The `mf-popups/newsletter-form` island (shared-contracts/src/platform/exposes.json): plain DOM code over the
 * server's sign-up form in the footer and on /newsletter, mounted on interaction. Until then, and without
 * JavaScript, the form posts to /newsletter and the page answers; a submit that woke the island is held by the
 * shell and submitted again here once mounted.
 */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement, csrfToken, bus }) => {
  const form = domElement.querySelector<HTMLFormElement>('form[data-popups-newsletter]');
  if (!form) throw new Error('newsletter-form: no form in the placeholder');
  return enhanceNewsletterForm(form, {
    fetch: (...args) => fetch(...args),
    navigate: (url) => window.location.assign(url),
    pageUrl: window.location.pathname,
    csrfToken,
    signedUp: () => void bus.emit('popups:toast', SIGNED_UP_TOAST),
  });
});
