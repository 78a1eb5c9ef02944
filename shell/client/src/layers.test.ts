import { pageLayers, SHELL_LAYERS_GLOBAL } from './layers';

describe('the page layer stack', () => {
  it('is created on first ask, once, on one global both shell bundles read', () => {
    expect(SHELL_LAYERS_GLOBAL in window).toBe(false);
    const first = pageLayers(window);
    expect((window as unknown as Record<string, unknown>)[SHELL_LAYERS_GLOBAL]).toBe(first);
    expect(pageLayers(window)).toBe(first);
  });
});
