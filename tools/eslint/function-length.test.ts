import { lintSnippet } from './lint-snippet';

const lint = (file: string, code: string): string[] => lintSnippet(file, code, 'max-lines-per-function');

/** A function of `lines` statements, with as many blank lines and comments, which the rule does not count. */
const fn = (lines: number): string =>
  `export function big(): number {\n  let n = 0;\n${Array.from({ length: lines - 4 }, (_, i) => `\n  // step ${i}\n  n += ${i};`).join('\n')}\n  return n;\n}\n`;

describe('function length lint', () => {
  it('fails on a function of 101 counted lines in shipped code, server and browser alike', () => {
    expect(lint('shell/server/src/x.ts', fn(101))).toEqual([expect.stringContaining('too many lines (101)')]);
    expect(lint('mf-shop/client/src/x.ts', fn(101))).toEqual([expect.stringContaining('Maximum allowed is 100')]);
  });

  it('allows 100 counted lines (blank lines and comments are not counted), and long test suites', () => {
    expect(lint('shell/server/src/x.ts', fn(100))).toEqual([]);
    expect(lint('shell/server/src/x.test.ts', fn(150))).toEqual([]);
  });
});
