import { lintSnippet } from './lint-snippet';

const lint = (file: string, code: string): string[] => lintSnippet(file, code, 'no-restricted-imports');

const classic = "import { z } from 'zod';\nexport const s = z.string();\n";
const mini = "import * as z from 'zod/mini';\nexport const s = z.string();\n";

describe('classic zod stays out of the browser (lint)', () => {
  it.each([
    'mf-shop/client/src/x.ts',
    'shell/client/src/x.ts',
    'platform-kit/src/island/x.ts',
    'shared-contracts/src/platform/events.ts',
    'shared-contracts/src/shop/cart.ts',
  ])('refuses classic zod in %s and accepts zod/mini', (file) => {
    expect(lint(file, classic)).toEqual([expect.stringContaining("'zod/mini'")]);
    expect(lint(file, "import { z } from 'zod/v4';\nexport const s = z.string();\n")).toHaveLength(1);
    expect(lint(file, mini)).toEqual([]);
  });

  it('leaves server code and server-only contracts on classic zod', () => {
    expect(lint('shell/server/src/x.ts', classic)).toEqual([]);
    expect(lint('shared-contracts/src/shop/cart-requests.ts', classic)).toEqual([]);
  });
});
