/** Spec 3.10: the target is day/month/year hour:min with seconds fixed at 0 (local time). */
export type CountdownTarget = { day: number; month: number; year: number; hour: number; min: number };

export type Remaining = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

export function targetTime(target: CountdownTarget): number {
  return new Date(target.year, target.month - 1, target.day, target.hour, target.min, 0).getTime();
}

export function remaining(targetMs: number, nowMs: number): Remaining {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
