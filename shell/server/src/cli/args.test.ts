import { commandFlags } from './args';

const USAGE = 'usage: thing [--products N]';

describe('command flags', () => {
  it('reads the known flags', () => {
    expect(commandFlags(['--products', '10'], USAGE, ['products'])?.get('products')).toBe('10');
    expect(commandFlags([], USAGE, ['products'])?.size).toBe(0);
  });

  it('refuses an unknown flag, a flag without its value and a stray word, saying how to use the command', () => {
    expect(() => commandFlags(['--prodcuts', '10'], USAGE, ['products'])).toThrow(/unknown option --prodcuts\nusage/);
    expect(() => commandFlags(['--products'], USAGE, ['products'])).toThrow(/--products needs a value/);
    expect(() => commandFlags(['10'], USAGE, ['products'])).toThrow(/unexpected "10"/);
  });

  it('answers --help with the usage and nothing to do', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(commandFlags(['--products', '10', '--help'], USAGE, ['products'])).toBeNull();
    expect(log).toHaveBeenCalledWith(USAGE);
    log.mockRestore();
  });
});
