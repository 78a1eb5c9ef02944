import { fireEvent, screen } from '@testing-library/react';
import { button, setup } from './testing/coupons';

const escape = () => fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
const locked = () => document.documentElement.classList.contains('shell-scroll-locked');

describe('the coupon modal on the page layer stack (issue 30)', () => {
  it('is a modal layer: the page behind inert and still until it closes', () => {
    const { layers } = setup('https://site.example/offers?codeid=1');
    expect(layers.layers()).toEqual(['shop:coupon-modal']);
    const list = document.querySelector('ul') as HTMLElement;
    expect(list.inert).toBe(true);
    expect(locked()).toBe(true);
    // The body's own overflow is the stack's to leave alone: one lock for every layer, counted.
    expect(document.body.style.overflow).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(layers.layers()).toEqual([]);
    expect(list.inert).toBe(false);
    expect(locked()).toBe(false);
  });

  it('an auth dialog opened over it takes Escape alone; the next Escape closes the modal', () => {
    const { layers } = setup('https://site.example/offers?codeid=1');
    const element = document.createElement('div');
    element.innerHTML = '<input aria-label="E-mail address">';
    document.body.append(element);
    const dismiss = jest.fn(() => {
      dialog.close();
      return true;
    });
    const dialog = layers.open({ id: 'auth:dialog', element, modal: true, dismiss });
    (element.querySelector('input') as HTMLElement).focus();
    escape();
    expect(dismiss).toHaveBeenCalledWith('escape');
    expect(screen.getByRole('dialog', { name: '20% off at ShopMart' })).toBeTruthy();
    // Focus is back in the modal, on the code field that had it.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Coupon code' }));
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(layers.layers()).toEqual([]);
  });

  it('closes on its backdrop only while it is the topmost modal layer', () => {
    const { layers } = setup('https://site.example/offers?codeid=1');
    const backdrop = document.querySelector('.shop-coupon-modal__backdrop') as HTMLElement;
    const element = document.createElement('div');
    document.body.append(element);
    const popup = layers.open({ id: 'popups:builder-1', element, modal: true, dismiss: () => false });
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    popup.close();
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('1').textContent).toBe('SHOP20');
  });
});
