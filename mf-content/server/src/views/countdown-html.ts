import { html, type Html } from '@site/platform-kit/html';
import type { CountdownProps } from '@site/shared-contracts/content';
import { formatDateTime } from './dates';

/**
 * Spec 3.10 props for the countdown island. The spec's target has no time zone and the island reads
 * it as local time; we emit UTC parts so server output never depends on the host's zone.
 */
export function countdownProps(target: Date): CountdownProps {
  return {
    day: target.getUTCDate(),
    month: target.getUTCMonth() + 1,
    year: target.getUTCFullYear(),
    hour: target.getUTCHours(),
    min: target.getUTCMinutes(),
  };
}

/** Island placeholder: mounts when scrolled into view; without JS the end date is the whole widget. */
export function countdownIsland(target: Date): Html {
  return html`<div class="content-countdown-slot" data-island="mf-content/countdown" data-mount="visible" data-props="${JSON.stringify(countdownProps(target))}"><p class="content-countdown__static">Ends on ${formatDateTime(target)}</p></div>`;
}
