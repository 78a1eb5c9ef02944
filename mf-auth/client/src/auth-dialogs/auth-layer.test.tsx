import { fireEvent, screen } from '@testing-library/react';
import { installFetch, settle, setup } from './testing/dialogs';

installFetch();

/** Another team's modal already open (mf-shop's coupon modal), with a link that opens the login dialog. */
function couponModal(layers: ReturnType<typeof setup>['layers']) {
  const element = document.createElement('div');
  element.innerHTML = '<button id="log-in-for-cashback">Log in for cashback</button>';
  document.body.append(element);
  const dismiss = jest.fn(() => false);
  layers.open({ id: 'shop:coupon-modal', element, modal: true, dismiss });
  const link = element.querySelector('button') as HTMLElement;
  link.focus();
  return { element, dismiss, link };
}

describe('auth dialogs on the page layer stack (issue 30)', () => {
  it('Escape in a dialog opened over the coupon modal closes the dialog alone, focus back in the modal', async () => {
    const { open, layers } = setup();
    const coupon = couponModal(layers);
    open();
    expect(layers.layers()).toEqual(['shop:coupon-modal', 'auth:dialog']);
    fireEvent.keyDown(screen.getByLabelText('Password'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(coupon.dismiss).not.toHaveBeenCalled();
    expect(layers.layers()).toEqual(['shop:coupon-modal']);
    expect(document.activeElement).toBe(coupon.link);
    await settle();
  });

  it('holds the page behind still and inert while open, and gives it back on close', async () => {
    const { open, trigger, layers } = setup();
    open();
    expect(trigger.inert).toBe(true);
    expect(document.documentElement.classList.contains('shell-scroll-locked')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(layers.layers()).toEqual([]);
    expect(trigger.inert).toBe(false);
    expect(document.documentElement.classList.contains('shell-scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    await settle();
  });

  it('closes on its backdrop only while it is the topmost modal layer', async () => {
    const { open, layers } = setup();
    open();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    const above = document.createElement('div');
    document.body.append(above);
    const popup = layers.open({ id: 'popups:builder-1', element: above, modal: true, dismiss: () => false });
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    popup.close();
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
  });
});
