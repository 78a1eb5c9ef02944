import { buildFloating, floatState } from './float-nav';

describe('floating navigation thresholds (spec 2.4)', () => {
  it('appears after 500 px and opens past post height + header height − 100 px', () => {
    expect(floatState(500, 3000, 200)).toEqual({ shown: false, open: false });
    expect(floatState(501, 3000, 200)).toEqual({ shown: true, open: false });
    expect(floatState(3100, 3000, 200)).toEqual({ shown: true, open: false });
    expect(floatState(3101, 3000, 200)).toEqual({ shown: true, open: true });
  });

  it('copies the previous/next links into a fixed nav and toggles it with back-to-top', () => {
    document.body.innerHTML = `<nav id="n"><a rel="prev" href="/blog/old-1"><span>Previous post</span> Old one</a><a rel="next" href="/blog/new-2"><span>Next post</span> New one</a></nav>`;
    const nav = document.getElementById('n') as HTMLElement;
    const floating = buildFloating(nav);
    const float = document.querySelector('.content-float-nav') as HTMLElement;
    const top = document.querySelector('.content-to-top') as HTMLAnchorElement;
    expect(float.textContent).toBe('‹ Previous: Old oneNext: New one ›');
    expect(top.getAttribute('href')).toBe('#top');
    floating.update(600, 3000, 200);
    expect(top.classList.contains('content-to-top--shown')).toBe(true);
    expect(float.className).toBe('content-float-nav content-float-nav--shown');
    floating.update(3200, 3000, 200);
    expect(float.classList.contains('content-float-nav--open')).toBe(true);
    floating.update(100, 3000, 200);
    expect(top.classList.contains('content-to-top--shown')).toBe(false);
    floating.remove();
    expect(document.querySelector('.content-float-nav')).toBeNull();
  });
});
