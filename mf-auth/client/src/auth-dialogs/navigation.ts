/** Page navigation behind one seam, so tests can observe it (jsdom cannot navigate). */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/** Only http(s) links may be followed from payloads (no javascript: or data: URLs). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A server `redirecturl` is followed only when it stays on this origin (bar B6, checked again here
 * although the server only sends site paths); anything else falls back to a reload.
 */
export function sameOriginHref(url: string): string | null {
  const href = safeHref(url);
  return href && new URL(href).origin === window.location.origin ? href : null;
}

const withoutFragment = (href: string) => href.split('#')[0];

/**
 * Go to the server's redirect URL when it is safe, otherwise reload the page (spec 4.4). A URL that is
 * this page with another #fragment (the offer whose cashback prompt opened the dialog) would only
 * scroll, and the page would go on showing the logged-out state: the address takes the fragment and
 * the page reloads.
 */
export function redirectOrReload(redirecturl: string | undefined): void {
  const target = redirecturl ? sameOriginHref(redirecturl) : null;
  if (!target) {
    navigation.reload();
  } else if (withoutFragment(target) === withoutFragment(window.location.href)) {
    window.history.replaceState(window.history.state, '', target);
    navigation.reload();
  } else {
    navigation.go(target);
  }
}
