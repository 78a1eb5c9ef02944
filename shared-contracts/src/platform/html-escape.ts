/**
 * Text to HTML-safe text: the one escaper every server-built fragment uses (spec: messages rendered
 * as HTML are built from escaped text). Escapes both quote kinds, so it is safe in attributes too.
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
