/** Page navigation behind one seam, so tests can observe it (jsdom cannot navigate). */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/** Only http(s) and same-origin links may be followed from payloads (no javascript: URLs). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
