import { escapeHtml } from '@site/platform-kit/html';

export { escapeHtml };

/** Attribute-safe HTML from a template: interpolated values are escaped, raw pieces are wrapped. */
export type Raw = { readonly raw: string };
export const raw = (html: string): Raw => ({ raw: html });

export function html(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number | Raw | Raw[]>): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const piece = Array.isArray(value)
      ? value.map((v) => v.raw).join('')
      : typeof value === 'object'
        ? value.raw
        : escapeHtml(String(value));
    out += piece + (strings[i + 1] ?? '');
  });
  return out;
}
