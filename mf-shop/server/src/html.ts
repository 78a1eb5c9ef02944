/** Escape text for HTML content and quoted attributes. Every dynamic value goes through this. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A JSON value for a single-quoted data attribute (escaped, so quotes in names cannot break out). */
export function jsonAttr(value: unknown): string {
  return esc(JSON.stringify(value));
}
