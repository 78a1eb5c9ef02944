import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type StaticOptions = {
  shellDist: string;
  publicDir: string;
  storeDir: string;
  stylesheets: { name: string; file: string }[];
};

/** The shell's own assets, each slice's stylesheet, and the immutable, versioned remote store. */
export async function registerStaticAssets(app: FastifyInstance, options: StaticOptions): Promise<void> {
  mkdirSync(options.storeDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(options.storeDir),
    prefix: '/remotes/',
    cacheControl: false,
    setHeaders: (res) => {
      // A version folder never changes once published, so browsers and CDNs may keep it forever.
      res.header('cache-control', IMMUTABLE);
      res.header('access-control-allow-origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: path.resolve(options.shellDist),
    prefix: '/assets/shell/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      // The entry keeps its name across builds; its chunks carry content hashes.
      res.header('cache-control', file.endsWith('shell-main.js') ? 'no-cache' : IMMUTABLE);
    },
  });
  await app.register(fastifyStatic, {
    root: path.resolve(options.publicDir),
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=300'),
  });
  for (const sheet of options.stylesheets) {
    app.get(`/assets/css/${sheet.name}.css`, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .sendFile(path.basename(sheet.file), path.dirname(sheet.file)),
    );
  }
}
