import type { RemoteName } from '@site/shared-contracts/platform';

/** The part of the Trusted Types API used here (TypeScript's DOM types do not have it yet). */
type HtmlPolicy = { createHTML(html: string): unknown; createScriptURL?(url: string): unknown };
type Rules = { createHTML(html: string): string; createScriptURL(url: string): string };
type Factory = { createPolicy(name: string, rules: Rules): HtmlPolicy };

/** A script URL on the page's own origin, absolute; anything else throws (the CSP's origin list says the same). */
function sameOriginScript(url: string): string {
  const resolved = new URL(url, globalThis.location.href);
  if (resolved.origin !== globalThis.location.origin) throw new Error(`a script from another origin: ${url}`);
  return resolved.href;
}

// One per owner and bundle: every remote bundles its own copy of the kit and creates its policy once.
const policies = new Map<RemoteName, HtmlPolicy>();

/**
 * HTML the owner's own server built (escaped text, server templates) as a value the page's HTML sinks
 * accept under `require-trusted-types-for 'script'`. The policy is named after the remote, as the
 * shell's CSP lists it; it passes the text through, so only server HTML may go in, never a visitor's
 * input. Without Trusted Types (older browsers, tests) the text itself.
 */
export function trustedHtml(owner: RemoteName, html: string): string {
  const policy = policyOf(owner);
  // A TrustedHTML object; the DOM and React types accept it where they take a string.
  return policy ? (policy.createHTML(html) as string) : html;
}

function policyOf(owner: RemoteName): HtmlPolicy | null {
  const factory = (globalThis as { trustedTypes?: Factory }).trustedTypes;
  if (!factory) return null;
  let policy = policies.get(owner);
  if (!policy) {
    policy = factory.createPolicy(owner, { createHTML: (text) => text, createScriptURL: sameOriginScript });
    policies.set(owner, policy);
  }
  return policy;
}

/**
 * A script URL the owner's code may set as a `<script src>` under Trusted Types: only a file on the page's own
 * origin (content naming its own scripts, as the second popup layer's does); another origin throws.
 */
export function trustedScriptUrl(owner: RemoteName, url: string): string {
  const href = sameOriginScript(url);
  const policy = policyOf(owner);
  // A TrustedScriptURL object where the browser has Trusted Types; the DOM types take a string.
  return policy?.createScriptURL ? (policy.createScriptURL(href) as string) : href;
}

/** Server HTML parsed into an inert document (nothing in it runs), to read its text or copy its nodes. */
export function parseHtml(owner: RemoteName, html: string): Document {
  return new DOMParser().parseFromString(trustedHtml(owner, html), 'text/html');
}
