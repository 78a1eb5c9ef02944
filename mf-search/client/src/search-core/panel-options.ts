import { z } from 'zod';
import type { SiteConfig } from '@site/shared-contracts/platform';
// Single contract files, not the package index: the index would bundle every team's schemas into this remote.
import { searchConfigSchema, searchExclusionSchema, searchBoxPropsSchema } from '@site/shared-contracts/search';
import type { ControllerOptions } from './search-controller';

const config = searchConfigSchema.shape;

/**
 * The panel's island props: the shared search box props plus the spec 3.1 switches and 3.2 form
 * data, every one with a default, so the header's `{variant:'inline'}` is a complete configuration.
 */
export const panelOptionsSchema = searchBoxPropsSchema.extend({
  suggestions_enabled: config.suggestions_enabled.default(true),
  suggestions_possible: z.boolean().default(true),
  taxonomy_enabled: config.taxonomy_enabled.default(true),
  widget_panel_enabled: config.widget_panel_enabled.default(false),
  submit_simultaneously: config.submit_simultaneously.default(true),
  force_results_order: config.force_results_order.default(true),
  hideonscroll: config.hideonscroll.default(false),
  date_format: config.date_format.optional(),
  exclusions: z.array(searchExclusionSchema).default([]),
  /** Values of the form's hidden post_type inputs; the first goes on suggestion links (spec 2.2). */
  post_types: z.array(z.string()).default([]),
  labels: config.labels.default({
    content_types: { product: 'Products', post: 'Posts', offer: 'Offers' },
    see_all: 'See all',
  }),
});
export type PanelOptions = z.infer<typeof panelOptionsSchema>;

/** Bad props never break the box: each invalid field is dropped so its default applies. */
export function parsePanelOptions(props: unknown): PanelOptions {
  const raw: Record<string, unknown> = props && typeof props === 'object' ? (props as Record<string, unknown>) : {};
  const first = panelOptionsSchema.safeParse(raw);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)));
  const second = panelOptionsSchema.safeParse(kept);
  return second.success ? second.data : panelOptionsSchema.parse({});
}

/**
 * Spec 3.2 data the no-JS form markup carries: hidden exclude_* and post_type inputs, and on the
 * input data-post-types (comma-separated AJAX content types) and data-suggestions ("0" = not possible).
 */
export function readFormMarkup(root: ParentNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const exclusions = [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"][name^="exclude_"]')]
    .map((i) => ({ name: i.name, value: i.value }))
    .filter((e) => searchExclusionSchema.safeParse(e).success);
  if (exclusions.length > 0) out.exclusions = exclusions;
  const postTypes = [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="post_type"]')].map(
    (i) => i.value,
  );
  if (postTypes.length > 0) out.post_types = postTypes;
  const input = root.querySelector<HTMLInputElement>('input[name="s"]');
  const types = input?.dataset.postTypes;
  if (types !== undefined) out.ajax_post_types = types === '' ? [] : types.split(',');
  if (input?.dataset.suggestions !== undefined) out.suggestions_possible = input.dataset.suggestions !== '0';
  return out;
}

export function controllerOptions(o: PanelOptions, site: Pick<SiteConfig, 'restBase' | 'ajaxUrl'>): ControllerOptions {
  return {
    restBase: site.restBase,
    ajaxUrl: site.ajaxUrl,
    delay: o.keyboard_delay,
    postTypes: o.ajax_post_types,
    slashReplacement: o.slash_replacement,
    exclusions: o.exclusions,
    suggestions: o.suggestions_enabled && o.suggestions_possible,
    taxonomies: o.taxonomy_enabled && o.suggestions_possible,
    widgetPanel: o.widget_panel_enabled,
    simultaneous: o.submit_simultaneously,
    forceOrder: o.force_results_order,
  };
}
