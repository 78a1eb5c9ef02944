import { remaining, type Remaining } from './countdown-math';

const pad = (n: number) => String(n).padStart(2, '0');

/** The four figures of spec 4.5 as the timer shows them: days, then zero-padded hours, minutes, seconds. */
const figures = (left: Remaining): string[] => [
  String(left.days),
  pad(left.hours),
  pad(left.minutes),
  pad(left.seconds),
];
const UNITS = ['days', 'h', 'min', 's'] as const;

/**
 * Show a countdown to `targetMs` in `element`, updated every second; at zero the element is emptied and the
 * timer stops (spec 4.5). Plain DOM calls, no React: the island is one timer, and React with its runtime
 * was three quarters of a post page's JavaScript (issue 10). Text only, so no Trusted Types sink. Returns
 * the stop function (the island's unmount), which leaves the element empty.
 */
export function startCountdown(element: HTMLElement, targetMs: number, now: () => number = Date.now): () => void {
  const left = remaining(targetMs, now());
  if (left.done) {
    element.replaceChildren();
    return () => undefined;
  }
  const doc = element.ownerDocument;
  const timer = doc.createElement('div');
  timer.className = 'content-countdown';
  timer.setAttribute('role', 'timer');
  timer.setAttribute('aria-label', 'Time left');
  const shown = figures(left);
  const values = UNITS.map((unit, i) => {
    const box = doc.createElement('span');
    box.className = 'content-countdown__unit';
    const value = doc.createElement('b');
    value.textContent = shown[i] ?? '';
    box.append(value, ` ${unit}`);
    timer.append(box);
    return value;
  });
  element.replaceChildren(timer);

  const tick = () => {
    const next = remaining(targetMs, now());
    if (next.done) return stop();
    // Only figures that changed are written: one text node a second, usually.
    figures(next).forEach((text, i) => {
      const value = values[i];
      if (value && value.textContent !== text) value.textContent = text;
    });
  };
  const interval = setInterval(tick, 1000);
  function stop(): void {
    clearInterval(interval);
    element.replaceChildren();
  }
  return stop;
}
