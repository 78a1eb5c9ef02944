/**
 * Whether the page's cookies hold one of this name, whatever its value. For `data-mount-cookie="name"` on a
 * placeholder: an island only worth loading in a browser holding that cookie (mf-shop's header count, for
 * visitors with a cart; everyone else loads no cart script). Anonymous pages stay the same bytes for everyone:
 * the browser decides, not the server.
 */
export function holdsCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * Whether the page's address has one of these query parameters (any value, even empty). For
 * `data-mount-query="codeid codetext"` on a placeholder: an island only needed at load when the address asks
 * for it (mf-shop's coupons, opened to reveal a coupon). The server answers every address with the same markup,
 * which a page it does not own (the shell's home page) could not vary anyway: the browser decides.
 */
export function hasQueryParam(search: string, names: string): boolean {
  const params = new URLSearchParams(search);
  return names
    .split(/\s+/)
    .filter(Boolean)
    .some((name) => params.has(name));
}
