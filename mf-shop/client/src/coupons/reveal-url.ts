/** The coupon a page was opened to reveal (spec 4.3): by its text handle, which wins, or by its id. */
export type RevealTarget = { by: 'codetext' | 'codeid'; value: string };

// A shop id (1..2^31-1 fits in ten digits); a text handle of sensible length.
const ID = /^[1-9][0-9]{0,9}$/;
const MAX_TEXT = 200;

/** The address without any codeid or codetext (step 1 of a masked coupon's click), all else kept. */
export function withoutRevealParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('codeid');
  url.searchParams.delete('codetext');
  return url.toString();
}

/**
 * The address the new window opens (step 2): the current one, cleaned, with codetext when the button has one,
 * else codeid.
 */
export function revealUrl(href: string, coupon: { codeid: string; codetext: string }): string {
  const url = new URL(withoutRevealParams(href));
  if (coupon.codetext) url.searchParams.set('codetext', coupon.codetext);
  else url.searchParams.set('codeid', coupon.codeid);
  return url.toString();
}

/**
 * Which coupon the address asks to reveal, in the order to try: codetext first (it wins over codeid, spec 4.3),
 * then codeid; a malformed value asks for nothing. The island takes the first that names a coupon of the page,
 * so an address with both still reveals by id when no button answers to the text.
 */
export function revealTargets(search: string): RevealTarget[] {
  const params = new URLSearchParams(search);
  const targets: RevealTarget[] = [];
  const text = params.get('codetext');
  if (text && text.length <= MAX_TEXT) targets.push({ by: 'codetext', value: text });
  const id = params.get('codeid');
  if (id && ID.test(id)) targets.push({ by: 'codeid', value: id });
  return targets;
}

/** The only destination a coupon button may send the window to: this site's /go/:id for its own id. */
export function safeDestination(codeid: string, dest: string | undefined): string | null {
  if (!ID.test(codeid)) return null;
  const own = `/go/${codeid}`;
  return dest === undefined || dest === own ? own : null;
}
