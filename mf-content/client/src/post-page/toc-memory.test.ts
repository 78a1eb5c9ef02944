import { rememberToc, startTocMemory, TOC_MEMORY_MS, TOC_STORAGE_KEY, tocHidden } from './toc-memory';

const DAY = 86_400_000;

describe('table of contents memory (spec 4.5, 9: 30 days)', () => {
  beforeEach(() => localStorage.clear());

  it('remembers hiding for 30 days under a content- key, then forgets', () => {
    const now = Date.UTC(2026, 0, 1);
    rememberToc(localStorage, true, now);
    expect(localStorage.getItem(TOC_STORAGE_KEY)).toBe(String(now + 30 * DAY));
    expect(TOC_STORAGE_KEY).toMatch(/^content-/);
    expect(TOC_MEMORY_MS).toBe(30 * DAY);
    expect(tocHidden(localStorage, now + 29 * DAY)).toBe(true);
    expect(tocHidden(localStorage, now + 30 * DAY)).toBe(false);
  });

  it('forgets when shown again, and reads junk or refused storage as shown', () => {
    rememberToc(localStorage, true, 0);
    rememberToc(localStorage, false, 0);
    expect(localStorage.getItem(TOC_STORAGE_KEY)).toBeNull();
    localStorage.setItem(TOC_STORAGE_KEY, 'soon');
    expect(tocHidden(localStorage, 0)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(tocHidden(refusing, 0)).toBe(false);
  });

  it('closes a remembered ToC on start and records toggles', () => {
    const toc = document.createElement('details');
    toc.open = true;
    rememberToc(localStorage, true, 1000);
    const stop = startTocMemory(toc, localStorage, () => 2000);
    expect(toc.open).toBe(false);
    toc.open = true;
    toc.dispatchEvent(new Event('toggle'));
    expect(localStorage.getItem(TOC_STORAGE_KEY)).toBeNull();
    toc.open = false;
    toc.dispatchEvent(new Event('toggle'));
    expect(localStorage.getItem(TOC_STORAGE_KEY)).toBe(String(2000 + TOC_MEMORY_MS));
    stop();
  });
});
