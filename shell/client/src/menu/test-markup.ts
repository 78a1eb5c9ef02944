/** The shell's header markup (as shell/server/src/layout renders it), trimmed for the menu tests. */
export const DESKTOP = `<nav id="site-menu" aria-label="Main"><ul class="site-menu__list">
<li class="site-menu__item site-menu__item--parent"><a href="/shop">Shop</a><button type="button" class="site-menu__toggle" aria-expanded="false" aria-controls="s0" aria-label="Shop submenu"></button>
<div class="site-menu__sub" id="s0"><ul class="site-menu__list">
<li class="site-menu__item site-menu__item--parent"><a href="/c/e">Electronics</a><button type="button" class="site-menu__toggle" aria-expanded="false" aria-controls="s0-0" aria-label="Electronics submenu"></button>
<div class="site-menu__sub" id="s0-0"><ul class="site-menu__list"><li class="site-menu__item"><a href="/c/cam">Cameras</a></li></ul></div></li>
<li class="site-menu__item"><a href="/c/f">Fashion</a></li></ul></div></li>
<li class="site-menu__item site-menu__item--parent"><a href="/blog">Blog</a><button type="button" class="site-menu__toggle" aria-expanded="false" aria-controls="s1" aria-label="Blog submenu"></button>
<div class="site-menu__sub" id="s1"><ul class="site-menu__list"><li class="site-menu__item"><a href="/c/n">News</a></li></ul></div></li>
<li class="site-menu__item"><a href="/offers">Offers</a></li></ul></nav>`;

export const OFF_CANVAS = `<header id="site-header"><a id="burger" href="#site-offcanvas" role="button" aria-controls="site-offcanvas" aria-expanded="false">Menu</a></header>
<div class="site-offcanvas" id="site-offcanvas"><a class="site-offcanvas__overlay" href="#x" tabindex="-1"></a>
<div class="site-offcanvas__panel"><a class="site-offcanvas__close" href="#x" role="button" aria-label="Close menu"></a>
<nav><ul class="site-oc__list"><li class="site-oc__item site-oc__item--parent"><a href="/shop">Shop</a><button type="button" class="site-oc__toggle" aria-expanded="false" aria-controls="o0"></button>
<div class="site-oc__sub" id="o0"><button type="button" class="site-oc__back">Back</button><ul class="site-oc__list"><li class="site-oc__item"><a href="/c/e">Electronics</a></li></ul></div></li>
<li class="site-oc__item"><a href="/offers">Offers</a></li></ul></nav></div></div><main id="main"><a href="/p">A product</a></main>`;

/** jsdom has no PointerEvent: a mouse event carrying the pointer type is what the menu reads. */
export function pointer(type: string, target: Element, x = 10, y = 10): void {
  const event = new MouseEvent(type, {
    bubbles: type === 'pointerover' || type === 'pointermove',
    clientX: x,
    clientY: y,
  });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  target.dispatchEvent(event);
}

export function key(target: Element, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}
