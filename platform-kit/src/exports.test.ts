import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The kit's public surface, pinned: every team imports these names, so adding one is a decision
 * and removing or renaming one breaks remotes already published. Change this list on purpose.
 */
const SURFACE: Record<string, string[]> = {
  './island': ['defineDomIsland', 'defineIsland', 'useBusEvent'],
  './dialog': ['focusables', 'trapTab', 'useDialogFocus', 'useLayer'],
  './styles': ['injectStyles'],
  './html': ['Html', 'escapeHtml', 'html', 'join', 'jsonAttr', 'raw'],
  './http': [
    'HttpError',
    'badRequest',
    'conflict',
    'describeIssue',
    'forbidden',
    'notFound',
    'parseOr400',
    'refusedAs',
    'refusedByRateLimit',
    'tooManyRequests',
    'unauthorized',
  ],
  './price': ['formatPrice', 'toMinorUnits'],
  './text': ['SEARCH_NORMALISE_FROM', 'SEARCH_NORMALISE_TO', 'normaliseSearchText', 'searchWords'],
  './random': ['createRandom', 'mulberry32', 'slugify'],
  './time': ['normaliseWallClock', 'wallClock'],
  './memo': ['contentMemo'],
  './worker': ['createPollWorkerSet', 'startPollWorker'],
  './layers': ['createLayerStack'],
  './trusted-types': ['parseHtml', 'trustedHtml', 'trustedScriptUrl'],
  './constants': ['CHUNK_LOAD_TIMEOUT_MS'],
};

const manifest = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

describe('platform-kit public surface', () => {
  it('exports exactly the subpaths listed here (and the constants as JSON for build tools, the design tokens as CSS)', () => {
    const modules = Object.keys(manifest.exports).filter((key) => !key.endsWith('.json') && !key.endsWith('.css'));
    expect(modules.sort()).toEqual(Object.keys(SURFACE).sort());
  });

  it.each(Object.entries(SURFACE))('%s exports exactly its pinned names', async (subpath, names) => {
    const file = manifest.exports[subpath] as string;
    const module = (await import(path.join(__dirname, '..', file))) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual([...names].sort());
  });
});
