/**
 * Spec 3.1 date_format with the tokens F (January), M (Jan), m (01), d (05), j (5), Y (2024), y (24);
 * any other character is printed as is, and a backslash prints the next character literally.
 * The calendar date is read from the string itself (YYYY-MM-DD...), so no time zone can shift it.
 */
export function formatDate(value: string, format: string, locale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const parsed = match ? null : new Date(value);
  if (!match && (!parsed || Number.isNaN(parsed.getTime()))) return value;
  const year = match ? Number(match[1]) : (parsed as Date).getUTCFullYear();
  const month = match ? Number(match[2]) : (parsed as Date).getUTCMonth() + 1;
  const day = match ? Number(match[3]) : (parsed as Date).getUTCDate();
  const utc = new Date(Date.UTC(year, month - 1, day));
  const monthName = (style: 'long' | 'short') => {
    try {
      return new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(utc);
    } catch {
      return new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(utc);
    }
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const c = format.charAt(i);
    if (c === '\\') {
      out += format.charAt(++i);
      continue;
    }
    if (c === 'F') out += monthName('long');
    else if (c === 'M') out += monthName('short');
    else if (c === 'm') out += pad(month);
    else if (c === 'd') out += pad(day);
    else if (c === 'j') out += String(day);
    else if (c === 'Y') out += String(year);
    else if (c === 'y') out += pad(year % 100);
    else out += c;
  }
  return out;
}
