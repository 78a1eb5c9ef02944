import { normaliseSearchText, searchWords } from '@site/platform-kit/text';

export type Segment = { text: string; bold: boolean };

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Spec 5 suggestion display: the suggestion lower-cased and accent-free, with the typed words in
 * bold where a word of the suggestion starts with them. Longer words are tried first so 'laptop'
 * wins over 'lap'. Segments (not HTML) so React escapes the text.
 */
export function highlight(suggestion: string, term: string): Segment[] {
  const text = normaliseSearchText(suggestion);
  const words = [...new Set(searchWords(normaliseSearchText(term)))].sort((a, b) => b.length - a.length);
  const segments: Segment[] = [];
  const push = (piece: string, bold: boolean) => {
    const last = segments[segments.length - 1];
    if (last && last.bold === bold) last.text += piece;
    else segments.push({ text: piece, bold });
  };
  let i = 0;
  while (i < text.length) {
    const atWordStart = i === 0 || !WORD_CHAR.test(text.charAt(i - 1));
    const word = atWordStart ? words.find((w) => text.startsWith(w, i)) : undefined;
    if (word) {
      push(word, true);
      i += word.length;
    } else {
      push(text.charAt(i), false);
      i += 1;
    }
  }
  return segments;
}
