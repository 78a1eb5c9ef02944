const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a DateTimeFormat costs far more than using one: one per zone, kept ('' is the runtime's own zone).
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = formatters.get(timeZone ?? '');
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone ?? '', format);
  }
  return format;
}

/**
 * The wall clock `YYYY-MM-DD HH:mm:ss` of an instant in a zone (undefined: the runtime's own). Wall clocks in
 * this form compare as strings in time order.
 */
export function wallClock(at: number | Date, timeZone?: string): string {
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** A stored `YYYY-MM-DD HH:mm[:ss]` (space or T) in the one form wall clocks are compared in. */
export function normaliseWallClock(value: string): string {
  const text = value.replace('T', ' ');
  return text.length === 16 ? `${text}:00` : text;
}
