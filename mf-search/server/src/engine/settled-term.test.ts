import { settledTerm } from './settled-term';

describe('the search a clicked result settles', () => {
  it('completes the last typed word from the clicked title, and keeps the others', () => {
    expect(settledTerm('lapt', 'Acme Lite Laptop 4')).toBe('laptop');
    expect(settledTerm('Gaming  LAPT', 'Gaming Laptop X')).toBe('gaming laptop');
    expect(settledTerm('cam', 'Canon Camera 5')).toBe('camera');
    expect(settledTerm('creme', 'Crème Brûlée Torch')).toBe('creme');
  });

  it('counts nothing the title does not confirm', () => {
    expect(settledTerm('lapt', 'USB Hub')).toBeNull();
    expect(settledTerm('  ', 'USB Hub')).toBeNull();
  });
});
