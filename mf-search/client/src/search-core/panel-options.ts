import type { SiteConfig } from '@site/shared-contracts/platform';
import { isSearchExclusion, readSearchBoxProps, type SearchBoxProps } from '@site/shared-contracts/search';
import type { ControllerOptions } from './controller-options';

/** Bad props never break the box: each invalid field is dropped so its default applies. */
export const parsePanelOptions = (props: unknown): SearchBoxProps => readSearchBoxProps(props);

/**
 * Spec 3.2 data the no-JS form markup carries: hidden exclude_* and post_type inputs, and on the
 * input data-post-types (comma-separated AJAX content types) and data-suggestions ("0" = not possible).
 */
export function readFormMarkup(root: ParentNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const exclusions = [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"][name^="exclude_"]')]
    .map((i) => ({ name: i.name, value: i.value }))
    .filter(isSearchExclusion);
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

export function controllerOptions(
  o: SearchBoxProps,
  site: Pick<SiteConfig, 'restBase' | 'ajaxUrl'>,
): ControllerOptions {
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
