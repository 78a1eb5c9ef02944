import { cartToasts } from './cart-toasts';

it('an add confirmed by the server raises one success toast; a refusal or a removal raises none', () => {
  const toast = jest.fn();
  const onChange = cartToasts(toast);
  onChange({ count: 1 });
  onChange({ count: 1, subtotal: '€10.00' });
  expect(toast).toHaveBeenCalledWith({ message: 'Added to your cart. Subtotal: €10.00', type: 'success' });
  onChange({ count: 3 });
  onChange({ count: 1 }); // refused: rolled back
  expect(toast).toHaveBeenCalledTimes(1);
  onChange({ count: 0, subtotal: '€0.00' }); // removed in the side cart
  expect(toast).toHaveBeenCalledTimes(1);
});
