/** Narrow a value the test just made sure exists (the lint bans `!`). */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
