import type { RemoteName } from '@site/shared-contracts/platform';

/** The part of the Trusted Types API used here (TypeScript's DOM types do not have it yet). */
type HtmlPolicy = { createHTML(html: string): unknown };
type Factory = { createPolicy(name: string, rules: { createHTML(html: string): string }): HtmlPolicy };

// One per owner and bundle: every remote bundles its own copy of the kit and creates its policy once.
const policies = new Map<RemoteName, HtmlPolicy>();

/**
 * HTML the owner's own server built (escaped text, server templates) as a value the page's HTML sinks
 * accept under `require-trusted-types-for 'script'`. The policy is named after the remote, as the
 * shell's CSP lists it; it passes the text through, so only server HTML may go in, never a visitor's
 * input. Without Trusted Types (older browsers, tests) the text itself.
 */
export function trustedHtml(owner: RemoteName, html: string): string {
  const factory = (globalThis as { trustedTypes?: Factory }).trustedTypes;
  if (!factory) return html;
  let policy = policies.get(owner);
  if (!policy) {
    policy = factory.createPolicy(owner, { createHTML: (text) => text });
    policies.set(owner, policy);
  }
  // A TrustedHTML object; the DOM and React types accept it where they take a string.
  return policy.createHTML(html) as string;
}

/** Server HTML parsed into an inert document (nothing in it runs), to read its text or copy its nodes. */
export function parseHtml(owner: RemoteName, html: string): Document {
  return new DOMParser().parseFromString(trustedHtml(owner, html), 'text/html');
}
