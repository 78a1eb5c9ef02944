/**
 * Whether the page's cookies hold one of this name, whatever its value. For `data-mount-cookie="name"` on a
 * placeholder: an island only worth loading in a browser holding that cookie (mf-shop's header count, for
 * visitors with a cart; everyone else loads no cart script). Anonymous pages stay the same bytes for everyone:
 * the browser decides, not the server.
 */
export function holdsCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}
