/** Spec 9 "Menu hover intent": open once the pointer rests (moved under 7 px in 100 ms), close 120 ms after it leaves. */
export const HOVER_INTENT = { interval: 100, timeout: 120, sensitivity: 7 } as const;

export type HoverIntent = {
  /** The pointer is over the target already (it was there before the script loaded). */
  enter(x: number, y: number): void;
  /** The target was opened or closed by other means (keyboard, click): forget what the pointer did. */
  reset(): void;
  destroy(): void;
};

/**
 * Hover intent on one element (the jQuery hoverIntent rule the spec's numbers come from): on entering, the
 * pointer's position is sampled every `interval` ms and `over` runs once it moved less than `sensitivity`
 * pixels since the last sample, so a pointer crossing the menu on its way elsewhere opens nothing. Leaving
 * after `over` runs `out` once `timeout` ms have passed without the pointer coming back. Mouse only: touch
 * and pen use the toggle buttons.
 */
export function hoverIntent(
  target: HTMLElement,
  handlers: { over(): void; out(): void },
  options: { interval: number; timeout: number; sensitivity: number } = HOVER_INTENT,
): HoverIntent {
  const view = target.ownerDocument.defaultView ?? window;
  let over = false;
  let previous = { x: 0, y: 0 };
  let current = { x: 0, y: 0 };
  let poll: ReturnType<typeof setTimeout> | undefined;
  let leave: ReturnType<typeof setTimeout> | undefined;

  const onMove = (event: PointerEvent) => {
    current = { x: event.clientX, y: event.clientY };
  };
  const stopPolling = () => {
    view.clearTimeout(poll);
    poll = undefined;
    target.removeEventListener('pointermove', onMove);
  };
  const compare = () => {
    poll = undefined;
    if (Math.abs(previous.x - current.x) + Math.abs(previous.y - current.y) < options.sensitivity) {
      stopPolling();
      over = true;
      handlers.over();
    } else {
      previous = current;
      poll = view.setTimeout(compare, options.interval);
    }
  };
  const enter = (x: number, y: number) => {
    view.clearTimeout(leave);
    leave = undefined;
    if (over || poll !== undefined) return;
    previous = current = { x, y };
    target.addEventListener('pointermove', onMove);
    poll = view.setTimeout(compare, options.interval);
  };
  const exit = () => {
    stopPolling();
    if (!over || leave !== undefined) return;
    leave = view.setTimeout(() => {
      leave = undefined;
      over = false;
      handlers.out();
    }, options.timeout);
  };
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') enter(event.clientX, event.clientY);
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') exit();
  };
  target.addEventListener('pointerenter', onEnter);
  target.addEventListener('pointerleave', onLeave);
  const reset = () => {
    stopPolling();
    view.clearTimeout(leave);
    leave = undefined;
    over = false;
  };
  return {
    enter,
    reset,
    destroy() {
      reset();
      target.removeEventListener('pointerenter', onEnter);
      target.removeEventListener('pointerleave', onLeave);
    },
  };
}
