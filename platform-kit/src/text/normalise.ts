/**
 * Text normalisation shared by the search server, its SQL index and the search box (spec 5):
 * lower case and without Latin or Greek accents. The same character table is inlined in
 * mf-search's SQL function search.normalise() (translate() works where `unaccent` is missing);
 * a server test checks the two agree.
 */
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['àáâãäåāăąÀÁÂÃÄÅĀĂĄ', 'a'],
  ['çćčÇĆČ', 'c'],
  ['ďđĎĐ', 'd'],
  ['èéêëēėęěÈÉÊËĒĖĘĚ', 'e'],
  ['ğĞ', 'g'],
  ['ìíîïīįÌÍÎÏĪĮ', 'i'],
  ['łŁ', 'l'],
  ['ñńňÑŃŇ', 'n'],
  ['òóôõöøōőÒÓÔÕÖØŌŐ', 'o'],
  ['ŕřŔŘ', 'r'],
  ['śšşŚŠŞ', 's'],
  ['ťţŤŢ', 't'],
  ['ùúûüūůűÙÚÛÜŪŮŰ', 'u'],
  ['ýÿÝŸ', 'y'],
  ['źżžŹŻŽ', 'z'],
  ['άΆΑ', 'α'],
  ['Β', 'β'],
  ['Γ', 'γ'],
  ['Δ', 'δ'],
  ['έΈΕ', 'ε'],
  ['Ζ', 'ζ'],
  ['ήΉΗ', 'η'],
  ['Θ', 'θ'],
  ['ίϊΐΊΪΙ', 'ι'],
  ['Κ', 'κ'],
  ['Λ', 'λ'],
  ['Μ', 'μ'],
  ['Ν', 'ν'],
  ['Ξ', 'ξ'],
  ['όΌΟ', 'ο'],
  ['Π', 'π'],
  ['Ρ', 'ρ'],
  ['ςΣ', 'σ'],
  ['Τ', 'τ'],
  ['ύϋΰΎΫΥ', 'υ'],
  ['Φ', 'φ'],
  ['Χ', 'χ'],
  ['Ψ', 'ψ'],
  ['ώΏΩ', 'ω'],
];

/** translate()'s two arguments: each character of `from` becomes the one at the same place in `to`. */
export const SEARCH_NORMALISE_FROM = GROUPS.map(([from]) => from).join('');
export const SEARCH_NORMALISE_TO = GROUPS.map(([from, to]) => to.repeat([...from].length)).join('');

const table = new Map<string, string>();
[...SEARCH_NORMALISE_FROM].forEach((c, i) => table.set(c, [...SEARCH_NORMALISE_TO][i] ?? c));

export function normaliseSearchText(text: string): string {
  let out = '';
  for (const c of text.toLowerCase()) out += table.get(c) ?? c;
  return out;
}

/** The words of a normalised text: runs of letters and digits. */
export function searchWords(normalised: string): string[] {
  return normalised.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
