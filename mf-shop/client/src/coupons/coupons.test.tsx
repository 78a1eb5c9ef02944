import { act, fireEvent, screen } from '@testing-library/react';
import { button, setup } from './testing/coupons';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('the coupons island (spec 4.3)', () => {
  it('on a masked press: cleans the address, opens the page with codeid, then goes to /go/:id', () => {
    const { calls, press } = setup('https://site.example/offers?paged=2&codeid=9');
    press(button('1'));
    expect(calls).toEqual([
      'replace https://site.example/offers?paged=2',
      'open https://site.example/offers?paged=2&codeid=1',
      'navigate /go/1',
    ]);
  });

  it('reveals in this window when the browser refuses the new one', () => {
    const { calls, press } = setup('https://site.example/offers', { popups: false });
    press(button('1'));
    expect(calls).toEqual([
      'replace https://site.example/offers',
      'open https://site.example/offers?codeid=1',
      'navigate https://site.example/offers?codeid=1',
    ]);
  });

  it('opens the reveal on the current page, the home page too', () => {
    const { calls, press } = setup('https://site.example/?utm_source=mail');
    press(button('1'));
    expect(calls).toEqual([
      'replace https://site.example/?utm_source=mail',
      'open https://site.example/?utm_source=mail&codeid=1',
      'navigate /go/1',
    ]);
  });

  it('never leaves for a destination the page made up, nor for a coupon that is not live', () => {
    const { calls, reveal } = setup();
    // Coupon 4's data-dest names another site; 2 has expired; 3 is plain; 99 is not on the page.
    for (const codeid of ['4', '2', '3', '99']) reveal(codeid);
    expect(calls).toEqual([]);
  });

  it('does nothing on a click of an unmasked coupon: no link, no trigger', () => {
    const { calls } = setup();
    const plain = button('3');
    expect(plain.hasAttribute('href') || plain.hasAttribute('data-bus-event')).toBe(false);
    expect(fireEvent.click(plain.querySelector('code') as HTMLElement)).toBe(true);
    expect(calls).toEqual([]);
  });

  it('shows a coupon expired since the page was rendered unmasked, marked Expired, on load', () => {
    setup();
    const stale = button('2');
    expect(stale.dataset.kind).toBe('masked_expired');
    expect(stale.hasAttribute('href')).toBe(false);
    expect(stale.textContent).toBe('OLD10 Expired');
    expect(button('1').dataset.kind).toBe('masked');
  });

  it('opened with codeid: unmasks the button and reveals the code in the modal, focus on the code', () => {
    setup('https://site.example/offers?codeid=1');
    const dialog = screen.getByRole('dialog', { name: '20% off at ShopMart' });
    expect(dialog.dataset.couponid).toBe('1');
    const field = screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
    expect(field.value).toBe('SHOP20');
    expect(document.activeElement).toBe(field);
    expect(dialog.textContent).toContain('ShopMart');
    expect(dialog.textContent).toContain('Expires 1 May 2099');
    expect(dialog.textContent).toContain('One use per customer.');
    expect(screen.getByRole('link', { name: /Go to ShopMart/ }).getAttribute('href')).toBe('/go/1');
    expect(screen.getByRole('link', { name: /Go to ShopMart/ }).getAttribute('rel')).toBe(
      'nofollow sponsored noopener',
    );
    expect(button('1').textContent).toBe('SHOP20');
    expect(button('1').hasAttribute('href')).toBe(false);
    // The revealed button is a plain one now: a click does nothing.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds the coupon by codetext, which wins over codeid', () => {
    setup('https://site.example/offers?codeid=1&codetext=HANDLE');
    expect(screen.getByRole('dialog').dataset.couponid).toBe('4');
    // Its made-up destination gives no merchant link.
    expect(screen.queryByRole('link', { name: /Go to/ })).toBeNull();
  });

  it('finds a stored offer (empty data-codetext) by its code when opened with codetext', () => {
    setup('https://site.example/offers?codetext=SHOP20&codeid=3');
    expect(screen.getByRole('dialog').dataset.couponid).toBe('1');
    expect(button('1').textContent).toBe('SHOP20');
  });

  it('falls back to codeid when the codetext names no coupon of the page', () => {
    setup('https://site.example/offers?codetext=NOPE&codeid=1');
    expect(screen.getByRole('dialog').dataset.couponid).toBe('1');
  });

  it('copies with the Clipboard API and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { named } = setup('https://site.example/offers?codeid=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(writeText).toHaveBeenCalledWith('SHOP20');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Code copied to the clipboard');
    // Issue 15: a toast in spec 9's defaults (no type, no duration: info, 4000 ms) through mf-popups' host.
    expect(named('popups:toast')).toEqual([{ message: 'Coupon code SHOP20 copied to the clipboard' }]);
    Object.assign(navigator, { clipboard: undefined });
  });

  it('a copy the visitor makes from the code field raises the toast too; a refused copy raises none', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    Object.assign(document, { execCommand: jest.fn().mockReturnValue(false) });
    const { named } = setup('https://site.example/offers?codeid=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(screen.getByRole('status').textContent).toBe('Could not copy: select the code and copy it');
    expect(named('popups:toast')).toEqual([]);
    fireEvent.copy(screen.getByRole('textbox', { name: 'Coupon code' }));
    expect(named('popups:toast')).toEqual([{ message: 'Coupon code SHOP20 copied to the clipboard' }]);
    Object.assign(navigator, { clipboard: undefined });
  });

  it('falls back to copying the selected code when the Clipboard API refuses', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    // As a browser does: the copy command fires the selected field's copy event.
    const execCommand = jest.fn(() => {
      document.activeElement?.dispatchEvent(new Event('copy', { bubbles: true }));
      return true;
    });
    Object.assign(document, { execCommand });
    const { named } = setup('https://site.example/offers?codeid=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status').textContent).toBe('Code copied to the clipboard');
    expect(named('popups:toast')).toHaveLength(1); // the field's copy event during the command is the same copy
    execCommand.mockReturnValue(false);
    Object.assign(navigator, { clipboard: undefined });
  });
});

describe('offer details (spec 2.4)', () => {
  it('shows and hides the details, and scrolls to them 50 px below the top', () => {
    const { press } = setup();
    const toggle = screen.getByRole('button', { name: 'Show details' });
    const details = document.getElementById('offer-1-details') as HTMLElement;
    jest.spyOn(details, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    press(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(toggle.textContent).toBe('Hide details');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 350, behavior: 'smooth' });
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
  });
});
