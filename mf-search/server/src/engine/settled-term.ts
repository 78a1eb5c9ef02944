import { normaliseSearchText, searchWords } from '@site/platform-kit/text';

/**
 * The search a click on a result settles: the typed words with the last one completed by the clicked title's
 * word it begins ("lapt" on "Acme Lite Laptop 4" is "laptop"). Null when the title confirms no such word (a match
 * in the body only): a half-typed word is never counted as a search.
 */
export function settledTerm(typed: string, title: string): string | null {
  const words = searchWords(normaliseSearchText(typed));
  const last = words.pop();
  if (last === undefined) return null;
  const completed = searchWords(normaliseSearchText(title)).find((word) => word.startsWith(last));
  return completed ? [...words, completed].join(' ') : null;
}
