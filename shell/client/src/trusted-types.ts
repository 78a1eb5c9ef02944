/** The part of the Trusted Types API the shell uses (TypeScript's DOM types do not have it yet). */
type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
};

let policy: ScriptUrlPolicy | null = null;

/** Only absolute http(s) script URLs; which origins and files may load is the remote policy's call. */
function checkScriptUrl(url: string): string {
  const parsed = new URL(url, window.location.href);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`Refused script URL ${url}`);
  return parsed.href;
}

/**
 * A script URL the page's `require-trusted-types-for 'script'` accepts, from the shell's own policy
 * ('shell' in the CSP's trusted-types list, created once). Without Trusted Types, the checked string.
 */
export function trustedScriptUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return checkScriptUrl(url);
  policy ??= factory.createPolicy('shell', { createScriptURL: checkScriptUrl });
  // A TrustedScriptURL object; the DOM types only know strings.
  return policy.createScriptURL(url) as string;
}
