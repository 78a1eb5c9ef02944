import {
  LOOP_FILTER_ALL,
  filterUrl,
  readWidgetFilters,
  toggleTerm,
  widgetPage,
  type LoopGridProps,
} from '@site/shared-contracts/content';
import {
  CHANGE_MARK,
  createLoopWidget,
  mark,
  refreshWidget,
  sameFilters,
  withTerms,
  type LoopWidget,
  type RefreshContext,
} from './loop-widget';

/**
 * The page's loop widgets, one store for every mounted widget (spec 3.13: filters kept per widget and filter
 * id), so the address a change pushes carries every widget's filters; and the history handler the original
 * lacks: Back and Forward bring each widget to what the address says.
 */
const widgets = new Map<string, LoopWidget>();
let context: RefreshContext | null = null;

const here = (location: Location) => `${location.pathname}${location.search}`;

function onPopState(): void {
  if (!context) return;
  const url = here(context.location);
  for (const widget of widgets.values()) {
    const { widgetId, pagination } = widget.props;
    const filters = readWidgetFilters(url, widgetId, widget.settings);
    const page = widgetPage(url, widgetId, pagination);
    if (sameFilters(filters, widget.shown.filters) && page === widget.shown.page) continue;
    widget.filters = filters;
    void refreshWidget(widget, context);
  }
}

/**
 * Spec 2.6 and 4.9: a click on a term (or 'All') of a widget's bar. The new address (every widget's filters,
 * this widget's e-page gone, page/paged dropped past page 1) is pushed, then the widget refreshes. When the
 * refresh fails the content stays and the address goes back to the one that matches it.
 */
export function changeFilter(widget: LoopWidget, taxonomy: string, value: string): boolean {
  const index = widget.settings.findIndex((s) => s.taxonomy === taxonomy);
  const setting = widget.settings[index];
  const current = widget.filters[index]?.filterData.terms;
  if (!context || !setting || !current) return false;
  const terms = toggleTerm(current, value, setting.operator, LOOP_FILTER_ALL);
  // 'All' while nothing is chosen changes nothing.
  if (terms.join(' ') === current.join(' ')) return true;
  mark(CHANGE_MARK);
  widget.filters = withTerms(widget, index, terms);
  const { location, history } = context;
  const before = here(location);
  const { widgetId, pagination } = widget.props;
  const next = filterUrl({
    current: before,
    widgets: Object.fromEntries(Array.from(widgets, ([id, w]) => [id, w.filters])),
    changed: widgetId,
    baseUrl: before,
    pageNum: pagination === 'paged' ? widgetPage(before, widgetId, pagination) : 1,
  });
  history.pushState({ contentLoop: widgetId }, '', next);
  void refreshWidget(widget, context, () => {
    if (here(location) === next) history.replaceState(history.state, '', before);
  });
  return true;
}

/** Keep a mounted widget in the store; the first one starts listening to the history. */
export function registerWidget(element: HTMLElement, props: LoopGridProps, refresh: RefreshContext): LoopWidget {
  context = refresh;
  const widget = createLoopWidget(element, props, here(refresh.location));
  if (!widgets.size) window.addEventListener('popstate', onPopState);
  widgets.set(props.widgetId, widget);
  return widget;
}

export function unregisterWidget(widget: LoopWidget): void {
  widget.controller?.abort();
  if (widgets.get(widget.props.widgetId) === widget) widgets.delete(widget.props.widgetId);
  if (!widgets.size) {
    window.removeEventListener('popstate', onPopState);
    context = null;
  }
}
