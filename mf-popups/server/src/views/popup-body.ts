import { html } from '@site/platform-kit/html';

/**
 * Plain text (paragraphs split by blank lines) to a popup body: the only way popup bodies are made,
 * so the stored body_html, which the page and the modal insert as markup, never holds author markup.
 */
export function paragraphsToHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return String(html`${paragraphs.map((p) => html`<p>${p}</p>`)}`);
}
