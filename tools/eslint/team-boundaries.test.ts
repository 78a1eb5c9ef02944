import { lintSnippet } from './lint-snippet';

const lint = (file: string, code: string): string[] => lintSnippet(file, code, 'site/team-boundaries');

describe('team boundaries lint', () => {
  it('fails when a team imports another team', () => {
    expect(
      lint(
        'mf-search/client/src/x.ts',
        "import { authSlice } from '../../../mf-auth/server/src/index';\nexport const y = authSlice;\n",
      ),
    ).toEqual([expect.stringContaining('browser code may not import server code')]);
    expect(
      lint(
        'mf-search/server/src/x.ts',
        "import { shopSlice } from '@site/mf-shop/server';\nexport const y = shopSlice;\n",
      ),
    ).toEqual([expect.stringContaining("may not import another team's code (mf-shop)")]);
  });

  it('fails when the shell reaches into a remote client', () => {
    expect(
      lint(
        'shell/server/src/x.ts',
        "import { Countdown } from '../../../mf-content/client/src/countdown/countdown';\nexport const y = Countdown;\n",
      ),
    ).toEqual([expect.stringContaining('the shell may import only mf-content/server')]);
  });

  it('fails when browser code imports server-only modules', () => {
    expect(
      lint('mf-shop/client/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n"),
    ).toEqual([expect.stringContaining("server-only module 'node:fs'")]);
  });

  it('fails on a relative path into another package, and on the kit importing a team', () => {
    expect(
      lint(
        'mf-search/client/src/x.ts',
        "import { MIN_ITEM_TERM_LENGTH } from '../../../shared-contracts/src/search/constants';\nexport const y = MIN_ITEM_TERM_LENGTH;\n",
      ),
    ).toEqual([expect.stringContaining('by its package name and a public subpath')]);
    expect(
      lint('platform-kit/src/x.ts', "import { shopSlice } from '@site/mf-shop/server';\nexport const y = shopSlice;\n"),
    ).toEqual([expect.stringContaining('the platform kit holds no team or shell code')]);
  });

  it('allows contracts, own-team imports and the shell composing slice servers', () => {
    expect(
      lint(
        'mf-shop/client/src/x.ts',
        "import { z } from 'zod';\nimport { containerName } from '@site/shared-contracts/platform';\nexport const y = [z, containerName];\n",
      ),
    ).toEqual([]);
    expect(
      lint('shell/server/src/x.ts', "import { shopSlice } from '@site/mf-shop/server';\nexport const y = shopSlice;\n"),
    ).toEqual([]);
    expect(
      lint('mf-auth/client/src/x.ts', "import { html } from '@site/platform-kit/html';\nexport const y = html;\n"),
    ).toEqual([]);
  });
});
