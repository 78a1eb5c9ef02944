import { countdownPropsSchema } from './countdown';
import { isCountdownProps } from './countdown-guard';

const valid = { day: 31, month: 12, year: 2030, hour: 23, min: 59 };

describe('isCountdownProps agrees with countdownPropsSchema', () => {
  const changes: [string, unknown][] = [
    ['day', 0],
    ['day', 32],
    ['day', 1.5],
    ['month', 0],
    ['month', 13],
    ['year', 1969],
    ['year', 10_000],
    ['hour', -1],
    ['hour', 24],
    ['min', 60],
    ['min', '5'],
    ['min', null],
    ['min', undefined],
    ['day', 1],
    ['month', 1],
    ['year', 1970],
    ['hour', 0],
    ['min', 0],
  ];

  it.each(changes)('with %s = %p', (field, value) => {
    const props = { ...valid, [field]: value };
    expect(isCountdownProps(props)).toBe(countdownPropsSchema.safeParse(props).success);
  });

  it.each([[valid], [null], [[]], ['2030-12-31'], [{}], [{ ...valid, extra: 1 }]])('with %p', (props) => {
    expect(isCountdownProps(props)).toBe(countdownPropsSchema.safeParse(props).success);
  });

  it('takes a valid date and refuses a missing field', () => {
    expect(isCountdownProps(valid)).toBe(true);
    const { min: _min, ...missing } = valid;
    expect(isCountdownProps(missing)).toBe(false);
  });
});
