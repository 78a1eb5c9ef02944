import {
  consolidateFilters,
  filterOperator,
  filterState,
  readWidgetFilters,
  widgetPage,
  type LoopFilterSetting,
  type LoopFilterState,
  type LoopGridProps,
} from '@site/shared-contracts/content';
import { requestLoop } from './refresh-request';
import { swapBody } from './swap-body';

/** Marks for the paint benchmark (e2e/bench/loop-paint.ts): a filter change, and the frame after its swap. */
export const CHANGE_MARK = 'content:loop-change';
export const PAINT_MARK = 'content:loop-painted';
const LOADING = 'content-loop--loading';

/** A User Timing mark, where the browser has them (every current one; not jsdom). */
export function mark(name: string): void {
  if (typeof performance.mark === 'function') performance.mark(name);
}

export type LoopWidget = {
  readonly props: LoopGridProps;
  readonly settings: readonly LoopFilterSetting[];
  readonly element: HTMLElement;
  /** The filters wanted (spec 3.13, in the order of `settings`). */
  filters: LoopFilterState[];
  /** The filters and page the markup shows. */
  shown: { filters: LoopFilterState[]; page: number };
  controller: AbortController | null;
  sequence: number;
};

export type RefreshContext = { restBase: string; csrfToken: string; location: Location; history: History };

const here = (location: Location) => `${location.pathname}${location.search}`;

/** A widget as its props and the address describe it: its filters and page are what the server rendered. */
export function createLoopWidget(element: HTMLElement, props: LoopGridProps, url: string): LoopWidget {
  const settings = props.filters.map((f) => ({
    filterId: f.filterId,
    taxonomy: f.taxonomy,
    operator: filterOperator(f.multiple, f.logicalCombination),
  }));
  const filters = readWidgetFilters(url, props.widgetId, settings);
  return {
    props,
    settings,
    element,
    filters,
    shown: { filters, page: widgetPage(url, props.widgetId, props.pagination) },
    controller: null,
    sequence: 0,
  };
}

export const sameFilters = (a: readonly LoopFilterState[], b: readonly LoopFilterState[]): boolean =>
  a.length === b.length && a.every((f, i) => f.filterData.terms.join(' ') === b[i]?.filterData.terms.join(' '));

/** The widget's filter `index` now holds `terms`. */
export function withTerms(widget: LoopWidget, index: number, terms: readonly string[]): LoopFilterState[] {
  return widget.filters.map((f, i) => {
    const setting = widget.settings[i];
    return i === index && setting ? filterState(setting, terms) : f;
  });
}

function setLoading(widget: LoopWidget, loading: boolean): void {
  widget.element.classList.toggle(LOADING, loading);
  const body = widget.element.querySelector('.content-loop__body');
  if (loading) body?.setAttribute('aria-busy', 'true');
  else body?.removeAttribute('aria-busy');
}

/**
 * Spec 4.9 and 7.4: show the loading overlay, ask for the widget's markup for the address now in the bar
 * (`pagination_base_url`) and swap it in; the overlay goes whatever happens. Only the latest request of a
 * widget counts: an earlier one is aborted, so the grid always ends as the address says (the reference lets
 * the last answer win). Spec 8: on failure the content stays and `onFailure` puts the wanted state back.
 */
export async function refreshWidget(
  widget: LoopWidget,
  context: RefreshContext,
  onFailure: () => void = () => undefined,
): Promise<void> {
  widget.controller?.abort();
  const controller = new AbortController();
  widget.controller = controller;
  const sequence = ++widget.sequence;
  const url = here(context.location);
  const filters = widget.filters;
  setLoading(widget, true);
  try {
    const markup = await requestLoop(
      context.restBase,
      context.csrfToken,
      {
        post_id: widget.props.postId,
        widget_filters: consolidateFilters(filters),
        widget_id: widget.props.widgetId,
        pagination_base_url: context.location.href,
      },
      controller.signal,
    );
    if (sequence !== widget.sequence) return;
    if (markup === null) {
      widget.filters = widget.shown.filters;
      onFailure();
      return;
    }
    const body = swapBody(widget.element, markup);
    widget.shown = { filters, page: widgetPage(url, widget.props.widgetId, widget.props.pagination) };
    const status = widget.element.querySelector('.content-loop__status');
    if (status && body instanceof HTMLElement && body.dataset.status) status.textContent = body.dataset.status;
    requestAnimationFrame(() => setTimeout(() => mark(PAINT_MARK), 0));
  } catch {
    // Aborted by a newer change of this widget, which owns the overlay now.
  } finally {
    if (sequence === widget.sequence) {
      setLoading(widget, false);
      widget.controller = null;
    }
  }
}
