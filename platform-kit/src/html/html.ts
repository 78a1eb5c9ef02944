/**
 * The one way to build HTML on the server (and in the few DOM-free browser helpers): a tagged
 * template that escapes every interpolated value unless it is already `Html`. Nested templates and
 * `raw()` markup from a trusted source pass through; lists are joined item by item; the rest is text.
 * `null`, `undefined` and `false` print nothing, so `${cond && html`...`}` reads naturally.
 */
export class Html {
  constructor(readonly raw: string) {}
  toString(): string {
    return this.raw;
  }
}

export type HtmlValue = string | number | Html | null | undefined | false | readonly HtmlValue[];

/** Text to HTML-safe text. Escapes both quote kinds, so the result is safe in attributes too. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markup that is already safe: server-rendered fragments, sanitised HTML, static strings. */
export const raw = (markup: string): Html => new Html(markup);

function piece(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.raw;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escapeHtml(value as string | number);
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += piece(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Items joined by a separator (a space between pagination links, a newline between cards). */
export function join(items: readonly HtmlValue[], separator: HtmlValue): Html {
  const glue = piece(separator);
  return new Html(items.map(piece).join(glue));
}

/** A JSON value for a data attribute (`data-props="..."`): every quote and bracket escaped. */
export function jsonAttr(value: unknown): string {
  return escapeHtml(JSON.stringify(value));
}
