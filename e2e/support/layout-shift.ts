import type { Page } from '@playwright/test';

export type LayoutShifts = {
  /** Sum of the shifts the page recorded (CLS without the session windows: every shift counts). */
  total: number;
  /** One line per shifted element (tag, class, top before and after, when): what a failing check prints. */
  sources: string[];
};

/** The layout shifts the page has recorded so far, without those that follow a visitor's input. */
export async function layoutShift(page: Page): Promise<LayoutShifts> {
  return page.evaluate(
    () =>
      new Promise<LayoutShifts>((resolve) => {
        const found: LayoutShifts = { total: 0, sources: [] };
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            found.total += entry.value;
            for (const { node, previousRect, currentRect } of entry.sources ?? []) {
              const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);
              found.sources.push(
                `${name}: top ${previousRect.top} -> ${currentRect.top}, height ${previousRect.height} -> ${currentRect.height} at ${Math.round(entry.startTime)} ms (${entry.value.toFixed(4)})`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
      }),
  );
}
