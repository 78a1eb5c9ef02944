/**
 * Only same-origin paths may be redirect targets (no open redirect): '/x' passes; '//evil', '/\evil',
 * absolute URLs and anything with control characters do not.
 */
export function safeRedirectPath(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/')) return undefined;
  if (target.startsWith('//') || target.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return undefined;
  return target;
}
