import { normaliseSearchText, searchWords } from '@site/platform-kit/text';

/**
 * Words that never become a public suggestion, whoever searched them: the log learns from visitors, and what
 * the panel offers the next visitor is the site speaking. Operators add their own with SEARCH_SUGGEST_DENY.
 */
export const DEFAULT_DENY_WORDS: readonly string[] = [
  'admin',
  'password',
  'passwd',
  'login',
  'porn',
  'porno',
  'sex',
  'xxx',
  'nude',
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'nazi',
  'kill',
  'suicide',
];

/** A term worth learning is a few words of sensible length, as typed by someone looking for something. */
const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 30;
// Five digits or more in a row: a phone, order, postal or card number, never a product name worth offering.
const LONG_NUMBER = /\d{5,}/;
// Something that names a person or a place on the web: an e-mail address or a link.
const PERSONAL = /@|:\/\/|\bwww\./i;

export type SuggestionPolicy = {
  /** Whether a settled search may count towards a public suggestion (raw: as typed; phrase: normalised). */
  learnable(raw: string, phrase: string): boolean;
  /** Whether a stored term or a title word may be shown as a suggestion. */
  showable(phrase: string): boolean;
};

/**
 * The deny-list words, normalised like the log's terms (`SEARCH_SUGGEST_DENY`'s are added to the defaults); an entry
 * of several words denies each of them.
 */
export function denyWords(extra: readonly string[] = []): Set<string> {
  return new Set([...DEFAULT_DENY_WORDS, ...extra].flatMap((w) => searchWords(normaliseSearchText(w))));
}

export function suggestionPolicy(deny: ReadonlySet<string>): SuggestionPolicy {
  const showable = (phrase: string) => {
    const words = phrase.split(' ').filter(Boolean);
    return (
      words.length > 0 &&
      words.length <= MAX_WORDS &&
      words.every((w) => w.length <= MAX_WORD_LENGTH && !deny.has(w)) &&
      !LONG_NUMBER.test(phrase)
    );
  };
  return {
    showable,
    learnable: (raw, phrase) => !PERSONAL.test(raw) && showable(phrase),
  };
}
