import { escapeHtml as esc } from '@site/platform-kit/html';

export { esc };

/**
 * A JSON value for a single-quoted data attribute. Double quotes stay readable (they cannot end a
 * single-quoted attribute); &, <, > and ' are escaped so no text can break out.
 */
export function jsonAttr(value: unknown): string {
  return JSON.stringify(value).replace(/[&<>']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The site's 'j F Y' date format, in UTC so server output does not depend on the host's zone. */
export function formatDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(date)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
