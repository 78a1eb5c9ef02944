import { startTocMemory, TOC_COOKIE, TOC_MEMORY_SECONDS, tocCookie, tocHidden } from './toc-memory';

const clearCookie = () => (document.cookie = `${TOC_COOKIE}=; Max-Age=0; Path=/`);

describe('table of contents memory (spec 4.5, 9: 30 days)', () => {
  beforeEach(clearCookie);

  it('keeps hiding for 30 days under a content-prefixed cookie, and forgets on showing', () => {
    expect(TOC_COOKIE).toMatch(/^content\./);
    expect(TOC_MEMORY_SECONDS).toBe(30 * 86_400);
    expect(tocCookie(true)).toBe('content.toc-hidden=1; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(tocCookie(false)).toBe('content.toc-hidden=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('reads only its own cookie', () => {
    expect(tocHidden('a=1; content.toc-hidden=1')).toBe(true);
    expect(tocHidden('xcontent.toc-hidden=1; content.toc-hiddenx=1')).toBe(false);
    expect(tocHidden('')).toBe(false);
  });

  it('closes a remembered ToC on start and records toggles', () => {
    const toc = document.createElement('details');
    toc.open = true;
    document.cookie = tocCookie(true);
    const stop = startTocMemory(toc, document);
    expect(toc.open).toBe(false);
    toc.open = true;
    toc.dispatchEvent(new Event('toggle'));
    expect(tocHidden(document.cookie)).toBe(false);
    toc.open = false;
    toc.dispatchEvent(new Event('toggle'));
    expect(tocHidden(document.cookie)).toBe(true);
    stop();
  });

  it('remembers a ToC the visitor closed before the island arrived', () => {
    const toc = document.createElement('details');
    toc.open = false;
    const stop = startTocMemory(toc, document);
    expect(tocHidden(document.cookie)).toBe(true);
    stop();
  });
});
