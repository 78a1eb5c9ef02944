import { useEffect, useState } from 'react';
import type { IslandProps } from '@site/shared-contracts/platform';
import { countdownPropsSchema } from '@site/shared-contracts/content';
import { remaining, targetTime } from './countdown-math';

const pad = (n: number) => String(n).padStart(2, '0');

/** Counts down every second; at zero the countdown element is hidden (spec 4.5). */
export function Countdown({ props }: IslandProps) {
  const target = targetTime(countdownPropsSchema.parse(props));
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(target, now);
  useEffect(() => {
    if (left.done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.done]);
  if (left.done) return null;
  return (
    <div className="content-countdown" role="timer" aria-label="Time left">
      <span className="content-countdown__unit">
        <b>{left.days}</b> days
      </span>
      <span className="content-countdown__unit">
        <b>{pad(left.hours)}</b> h
      </span>
      <span className="content-countdown__unit">
        <b>{pad(left.minutes)}</b> min
      </span>
      <span className="content-countdown__unit">
        <b>{pad(left.seconds)}</b> s
      </span>
    </div>
  );
}
