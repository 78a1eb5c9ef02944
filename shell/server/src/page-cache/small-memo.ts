/**
 * A pure function's answers for the few distinct strings a cache hit sees again and again (a Host header, an
 * Accept-Encoding, the URLs of cached pages), so a hit pays one short-string lookup instead of parsing or
 * building them afresh. Once `max` answers are held they are all forgotten: strings a client makes up cannot
 * grow it.
 */
export function smallMemo<T>(max: number, compute: (input: string) => T): (input: string) => T {
  let answers = new Map<string, { value: T }>();
  return (input) => {
    const known = answers.get(input);
    if (known) return known.value;
    const value = compute(input);
    if (answers.size >= max) answers = new Map();
    answers.set(input, { value });
    return value;
  };
}
