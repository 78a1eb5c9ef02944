import { escapeHtml as esc } from '@site/platform-kit/html';

export { esc };

/** A JSON value for a single-quoted data attribute (escaped, so quotes in names cannot break out). */
export function jsonAttr(value: unknown): string {
  return esc(JSON.stringify(value));
}
