import { defineDomIsland } from '@site/platform-kit/island';
import { isCountdownProps } from '@site/shared-contracts/content';
import { startCountdown } from '../countdown/countdown';
import { targetTime } from '../countdown/countdown-math';

/**
 * The `mf-content/countdown` island (its name is declared in shared-contracts/src/platform/exposes.json): a plain
 * DOM timer, without React (issue 10). Invalid props fail the mount, and the shell puts the no-JS end date back.
 */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement, props }) => {
  if (!isCountdownProps(props)) throw new Error('countdown: props are not a date of spec 3.10');
  return startCountdown(domElement, targetTime(props));
});
