import { escapeHtml } from '@site/platform-kit/html';

export { escapeHtml };

/** Plain text (paragraphs split by blank lines) to HTML; the only way popup bodies are made. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
}
