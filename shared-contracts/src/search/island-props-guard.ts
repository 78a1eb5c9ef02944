import { SEARCH_POST_TYPES, isFilled, isListOf, isOneOf, isRecord, isSearchExclusion, isText } from './answer-guards';
import type { SearchArchiveProps, SearchBoxProps, SearchSort } from './island-props';

/*
 * The search island's props read without zod, for the same budget as answer-guards.ts. The server renders them
 * (like the answers, same origin), and `searchBoxPropsSchema` / `searchArchivePropsSchema` stay the contract it
 * renders with; search-guards.test.ts checks that these readers give what the schemas' parse gives (defaults
 * included) for the golden props and every one-field change of them.
 */

type Rule = (value: unknown) => boolean;

const isBoolean: Rule = (value) => typeof value === 'boolean';
const isDelay: Rule = (value) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 5000;
const isAction: Rule = (value) => isText(value) && value.startsWith('/');
const isLabels: Rule = (value) =>
  isRecord(value) &&
  isRecord(value.content_types) &&
  Object.values(value.content_types).every(isFilled) &&
  isFilled(value.see_all);

/** Each field's rule and default, as in `searchBoxPropsSchema` (a function, so no caller shares a default). */
const BOX_FIELDS: { [K in keyof SearchBoxProps]-?: [Rule, () => SearchBoxProps[K]] } = {
  variant: [(v) => isOneOf(v, ['inline', 'reveal', 'slide', 'popup', 'splash']), () => 'inline'],
  overlay: [isBoolean, () => false],
  keyboard_delay: [isDelay, () => 300],
  ajax_post_types: [(v) => isListOf(v, (t) => isOneOf(t, SEARCH_POST_TYPES)), () => ['product', 'post']],
  action: [isAction, () => '/search'],
  slash_replacement: [(v) => isFilled(v) && !v.includes('/'), () => ' '],
  suggestions_enabled: [isBoolean, () => true],
  suggestions_possible: [isBoolean, () => true],
  taxonomy_enabled: [isBoolean, () => true],
  widget_panel_enabled: [isBoolean, () => false],
  submit_simultaneously: [isBoolean, () => true],
  force_results_order: [isBoolean, () => true],
  hideonscroll: [isBoolean, () => false],
  date_format: [isFilled, () => undefined],
  exclusions: [(v) => isListOf(v, isSearchExclusion), () => []],
  post_types: [(v) => isListOf(v, isText), () => []],
  labels: [
    isLabels,
    () => ({ content_types: { product: 'Products', post: 'Posts', offer: 'Offers' }, see_all: 'See all' }),
  ],
};

/** Copies what the schema's parse would keep: arrays fresh, objects without fields the contract does not name. */
function keep(name: string, value: unknown): unknown {
  if (name === 'exclusions')
    return (value as SearchBoxProps['exclusions']).map(({ name: n, value: v }) => ({ name: n, value: v }));
  if (name === 'labels') {
    const labels = value as SearchBoxProps['labels'];
    return { content_types: { ...labels.content_types }, see_all: labels.see_all };
  }
  return Array.isArray(value) ? [...(value as unknown[])] : value;
}

/**
 * The search box's props with every invalid or missing field replaced by its default, so bad props never break
 * the box (a field the schema would refuse is dropped and its default applies).
 */
export function readSearchBoxProps(props: unknown): SearchBoxProps {
  const raw = isRecord(props) ? props : {};
  const out: Record<string, unknown> = {};
  for (const [name, [rule, fallback]] of Object.entries(BOX_FIELDS)) {
    const value = raw[name];
    const read = value !== undefined && rule(value) ? keep(name, value) : fallback();
    if (read !== undefined) out[name] = read;
  }
  return out as SearchBoxProps;
}

const isSort = (value: unknown): value is SearchSort =>
  isRecord(value) &&
  isText(value.orderby) &&
  /^[a-z_-]{1,32}$/.test(value.orderby) &&
  isOneOf(value.order, ['asc', 'desc']);

/** Archive mode's props as `searchArchivePropsSchema` parses them, or null where the schema refuses them. */
export function readSearchArchiveProps(props: unknown): SearchArchiveProps | null {
  if (!isRecord(props) || props.results_mode !== 'archive') return null;
  const { keyboard_delay = 300, action = '/search', default_sort = { orderby: 'relevance', order: 'desc' } } = props;
  if (!isDelay(keyboard_delay) || !isAction(action) || !isSort(default_sort)) return null;
  return {
    results_mode: 'archive',
    keyboard_delay: keyboard_delay as number,
    action: action as string,
    default_sort: { orderby: default_sort.orderby, order: default_sort.order },
  };
}
