const BASE = 'http://site.invalid';

/**
 * Only same-origin paths may be redirect targets (no open redirect): '/x' passes; '//evil', '/\evil',
 * absolute URLs and anything with control characters do not. What passes comes back as the URL
 * parser wrote it, percent-encoded, so it is always a valid Location header (raw non-ASCII is not).
 */
export function safeRedirectPath(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/')) return undefined;
  if (target.startsWith('//') || target.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return undefined;
  // A lone surrogate has no UTF-8 form; the parser would quietly make it U+FFFD.
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return undefined;
  }
  // The parser is the judge: whatever it resolves off this origin (backslashes, dot segments) is refused.
  if (url.origin !== BASE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
