import { lockBody } from './body-lock';

describe('lockBody', () => {
  it('holds the body fixed at the scroll offset and gives back its styles and scroll position', () => {
    document.body.setAttribute('style', 'color: red;');
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    const release = lockBody();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.classList.contains('sss-body-locked')).toBe(true);

    release();
    release(); // a second release changes nothing
    expect(document.body.getAttribute('style')).toBe('color: red;');
    expect(document.body.classList.contains('sss-body-locked')).toBe(false);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it('removes the style attribute when the body had none', () => {
    document.body.removeAttribute('style');
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    lockBody()();
    expect(document.body.hasAttribute('style')).toBe(false);
  });
});
