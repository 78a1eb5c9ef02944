import type { IslandProps } from '@site/shared-contracts/platform';
import { isCountdownProps } from '@site/shared-contracts/content';
import { startCountdown } from '../countdown/countdown';
import { targetTime } from '../countdown/countdown-math';

/**
 * The `mf-content/countdown` island (its name is declared in shared-contracts/src/platform/exposes.json): single-spa
 * lifecycles around a plain DOM timer, without React (issue 10). Invalid props throw in `mount`, and the shell puts
 * the no-JS end date back.
 */
const running = new WeakMap<HTMLElement, () => void>();

export async function bootstrap(): Promise<void> {}

export async function mount({ domElement, props }: IslandProps): Promise<void> {
  if (!isCountdownProps(props)) throw new Error('countdown: props are not a date of spec 3.10');
  const target = targetTime(props);
  running.set(domElement, startCountdown(domElement, target));
}

export async function unmount({ domElement }: IslandProps): Promise<void> {
  running.get(domElement)?.();
  running.delete(domElement);
}
