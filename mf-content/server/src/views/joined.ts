import type { Html, HtmlValue } from '@site/platform-kit/html';

/**
 * Fragments with a separator between them: the kit's `html` joins a list with nothing, but the
 * pagination links need their spaces and the cards, comments and paragraphs keep one per line.
 */
export const joined = (items: readonly Html[], separator = '\n'): HtmlValue[] =>
  items.flatMap((item, i) => (i > 0 ? [separator, item] : [item]));
