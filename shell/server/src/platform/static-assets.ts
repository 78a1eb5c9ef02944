import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import { hashBuild } from '../store/hash-build';
import { findVersionIn } from '../store/registry';
import { ensureLocalCopy } from '../store/shared-store';
import type { StylesheetBundle } from './stylesheet-bundle';
import { ENCODINGS, precompress, siblingIsCurrent } from '../store/precompress';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type StaticOptions = {
  shellDist: string;
  publicDir: string;
  storeDir: string;
  /** Where the shared store's files are, for a version this process has no copy of yet (none: disk only). */
  db?: Sql;
  /** Every stylesheet of the site as one immutable file (platform/stylesheet-bundle.ts). */
  stylesheet: StylesheetBundle;
};

const SHELL_PREFIX = '/assets/shell/';

/** The file a URL under `prefix` names, or null for a malformed or escaping path (static answers those). */
function fileUnder(root: string, prefix: string, url: string): string | null {
  try {
    const file = path.join(root, decodeURIComponent(url.slice(prefix.length).split('?')[0] ?? ''));
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  } catch {
    return null;
  }
}

const hasStaleSibling = (file: string) =>
  ENCODINGS.some(({ suffix }) => existsSync(`${file}${suffix}`) && !siblingIsCurrent(file, suffix));

// /remotes/<remote>/<version>/...: the folder a version's files live in.
const VERSION_FOLDER = /^\/remotes\/([a-z][a-z0-9-]{0,63})\/([A-Za-z0-9][A-Za-z0-9.+-]{0,127})\//;

/** The shell's own assets, the site's one stylesheet, and the immutable, versioned remote store. */
export async function registerStaticAssets(app: FastifyInstance, options: StaticOptions): Promise<void> {
  mkdirSync(options.storeDir, { recursive: true });
  const storeRoot = path.resolve(options.storeDir);
  // The shell's own bundle is compressed once per build, like a published remote.
  if (existsSync(options.shellDist)) precompress(options.shellDist, hashBuild(options.shellDist));
  const shellRoot = path.resolve(options.shellDist);
  app.addHook('onRequest', async (request) => {
    // A shell file rebuilt since it was compressed (`npm run dev`, a build beside a running site) is served as
    // it now is, never through its older compressed copy.
    if (request.url.startsWith(SHELL_PREFIX)) {
      const file = fileUnder(shellRoot, SHELL_PREFIX, request.url);
      if (file && hasStaleSibling(file)) delete request.headers['accept-encoding'];
      return;
    }
    if (!request.url.startsWith('/remotes/')) return;
    // A version published through another process: copy it out of the shared store before serving it.
    const folder = VERSION_FOLDER.exec(request.url);
    const db = options.db;
    if (db && folder?.[1] && folder[2] && !existsSync(path.join(storeRoot, folder[1], folder[2]))) {
      const row = await findVersionIn(db, folder[1] as RemoteName, folder[2]);
      if (row) await ensureLocalCopy(db, storeRoot, row);
    }
    // A file changed in the store after publishing is served as it is (the browser's SRI check then
    // judges it), never through an older compressed copy.
    const file = fileUnder(storeRoot, '/remotes/', request.url);
    if (file && hasStaleSibling(file)) delete request.headers['accept-encoding'];
  });
  await app.register(fastifyStatic, {
    root: storeRoot,
    prefix: '/remotes/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => {
      // A version folder never changes once published, so browsers and CDNs may keep it forever.
      res.header('cache-control', IMMUTABLE);
      res.header('access-control-allow-origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: SHELL_PREFIX,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      // The two entries (the page loader and the island host) keep their names across builds; chunks carry
      // content hashes.
      res.header('cache-control', /[\\/]shell-(main|host)\.js$/.test(file) ? 'no-cache' : IMMUTABLE);
    },
  });
  await app.register(fastifyStatic, {
    root: path.resolve(options.publicDir),
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=300'),
  });
  app.get(options.stylesheet.href, (_request, reply) =>
    reply.header('cache-control', IMMUTABLE).type('text/css; charset=utf-8').send(options.stylesheet.css),
  );
}
