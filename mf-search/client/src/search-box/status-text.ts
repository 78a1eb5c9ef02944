import type { ResultSet } from '../search-core/search-controller';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The polite status for one settled result set: counts per kind, e.g. "3 suggestions, 2 categories,
 * 5 results". Only set once per settled search, never per keystroke.
 */
export function statusText(set: ResultSet): string {
  if (set.term === '') return '';
  const items = set.groups.reduce((n, g) => n + Math.min(g.results.length, g.settings.numitems), 0);
  const parts: string[] = [];
  if (set.suggestions.length > 0) parts.push(count(set.suggestions.length, 'suggestion', 'suggestions'));
  if (set.taxonomies.length > 0) parts.push(count(set.taxonomies.length, 'category', 'categories'));
  if (items > 0) parts.push(count(items, 'result', 'results'));
  return parts.length > 0 ? parts.join(', ') : `No results for ${set.term}`;
}
