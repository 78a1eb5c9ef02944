// @ts-check
// `npm run bundles` after `npm run build`: each project's browser JavaScript, gzipped, split into its own
// files and the shared-module chunks it can provide, and a check that classic zod reached no bundle
// (docs/decisions.md: the browser gets zod/mini only). Exits 1 when a bundle holds classic zod.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Classic zod's constructor names; zod/mini's are `ZodMini…` and core's `$Zod…`. */
export const CLASSIC_ZOD = /["'`]Zod(?:Object|String|Number|Type)["'`]/;

/** @typedef {{ file: string; bytes: number; gzip: number; shared: string | null; classicZod: boolean }} BundleFile */

/**
 * @param {string} dist  a project's dist folder
 * @returns {BundleFile[]}
 */
export function readBundle(dist) {
  /** @type {Map<string, string>} */
  const sharedByFile = new Map();
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (existsSync(manifestPath)) {
    /** @type {{ shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] }} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    // One file may carry several shared modules (the preset puts React and its adapters in one chunk).
    for (const s of manifest.shared)
      for (const f of [...s.assets.js.sync, ...s.assets.js.async])
        sharedByFile.set(f, sharedByFile.has(f) ? `${sharedByFile.get(f)} + ${s.name}` : s.name);
  }
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dist, file));
      return {
        file,
        bytes: text.length,
        gzip: gzipSync(text, { level: 9 }).length,
        shared: sharedByFile.get(file) ?? null,
        classicZod: CLASSIC_ZOD.test(text.toString('utf8')),
      };
    });
}

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);

function main() {
  const projects = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mf-'))].sort();
  const rows = ['| project | own JS gz (files) | shared chunks gz (files) | shared modules |', '|---|---|---|---|'];
  /** @type {string[]} */
  const offenders = [];
  for (const project of projects) {
    const dist = path.join(ROOT, project, 'dist');
    if (!existsSync(dist)) throw new Error(`${project}/dist is missing: run npm run build first`);
    const files = readBundle(dist);
    const own = files.filter((f) => !f.shared);
    const shared = files.filter((f) => f.shared);
    const sum = (/** @type {BundleFile[]} */ list) => list.reduce((n, f) => n + f.gzip, 0);
    const names = [...new Set(shared.map((f) => f.shared))].join(', ');
    rows.push(
      `| ${project} | ${kb(sum(own))} KB (${own.length}) | ${kb(sum(shared))} KB (${shared.length}) | ${names} |`,
    );
    for (const f of files) if (f.classicZod) offenders.push(`${project}/dist/${f.file}`);
  }
  console.log(rows.join('\n'));
  if (offenders.length) {
    console.error(`classic zod in browser bundles (import zod/mini in browser code):\n  ${offenders.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('no classic zod in any browser bundle');
}

if (process.argv[1] === import.meta.filename) main();
