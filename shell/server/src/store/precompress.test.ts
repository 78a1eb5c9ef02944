import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { hashBuild } from './hash-build';
import { badCompressedSibling, precompress, siblingIsCurrent } from './precompress';
import { registerStaticAssets } from '../platform/static-assets';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

function storeWithOneVersion() {
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
  const dir = path.join(storeDir, 'mf-shop', '1.0.0');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'island.js'), script);
  writeFileSync(path.join(dir, 'tiny.js'), 'x');
  const files = hashBuild(dir);
  precompress(dir, files);
  return { storeDir, dir, files };
}

describe('remote files compressed once at publish', () => {
  it('writes brotli and gzip siblings that decode to the recorded bytes, skipping tiny files', () => {
    const { dir, files } = storeWithOneVersion();
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'island.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'island.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(path.join(dir, 'tiny.js.br'))).toThrow();
    for (const file of files) expect(badCompressedSibling(dir, file)).toBeNull();
  });

  it('finds a sibling that decodes to other bytes (the health check refuses that version)', () => {
    const { dir, files } = storeWithOneVersion();
    writeFileSync(path.join(dir, 'island.js.gz'), gzipSync('tampered'));
    const island = files.find((f) => f.path === 'island.js');
    expect(island && badCompressedSibling(dir, island)).toBe('island.js.gz');
  });

  it('serves the compressed bytes with their encoding, and the file itself once it changed after publishing', async () => {
    const { storeDir, dir } = storeWithOneVersion();
    const app = Fastify({ logger: false });
    const stylesheet = { href: '/assets/css/site.test.css', css: Buffer.from('') };
    await registerStaticAssets(app, { shellDist: '/nonexistent', publicDir: storeDir, storeDir, stylesheet });
    const get = (encoding: string) =>
      app.inject({ url: '/remotes/mf-shop/1.0.0/island.js', headers: { 'accept-encoding': encoding } });

    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');

    const file = path.join(dir, 'island.js');
    writeFileSync(file, `${script}// changed\n`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(siblingIsCurrent(file, '.br')).toBe(false);
    const changed = await get('br, gzip');
    expect(changed.headers['content-encoding']).toBeUndefined();
    expect(changed.body).toContain('// changed');
  });
});

describe('a build copied out of the store', () => {
  it('publishes the files it was made of: its compressed copies are not files and are made afresh', () => {
    const { dir } = storeWithOneVersion();
    writeFileSync(path.join(dir, 'island.js'), `${script}// next version\n`);
    const files = hashBuild(dir);
    expect(files.map((f) => f.path)).toEqual(['island.js', 'tiny.js']);
    precompress(dir, files, { replace: true });
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'island.js.br'))).toString()).toContain('// next version');
  });
});
