/**
 * Only same-origin paths may be redirect targets (no open redirect): '/x' passes; '//evil', '/\evil',
 * absolute URLs and anything with control characters do not. Other characters outside printable ASCII
 * are percent-encoded: a `Location` header may hold nothing else (a raw '€' made Node throw: a 500).
 */
export function safeRedirectPath(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/')) return undefined;
  if (target.startsWith('//') || target.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return undefined;
  try {
    return target.replace(/[^\u0021-\u007e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return undefined; // a lone surrogate cannot be encoded
  }
}
