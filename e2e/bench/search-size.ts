/**
 * Budget: the mf-search remote's own JavaScript under 15 KB gzipped (issue 3). Reads the built
 * remote (`npm run build -w @site/mf-search` writes mf-search/dist) and its mf-manifest.json:
 * chunks listed under `shared` (react, react-dom, rxjs, zustand, zod and their fallbacks) are not
 * counted; the container file (remoteEntry.js, the Module Federation runtime from the platform
 * preset, the same in every remote) is printed on its own line and not counted either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 15 * 1024;
const dist = path.resolve(__dirname, '../../mf-search/dist');

type Assets = { js: { sync: string[]; async: string[] } };
type Manifest = {
  metaData: { remoteEntry: { name: string } };
  shared: Array<{ name: string; assets: Assets }>;
  exposes: Array<{ name: string; assets: Assets }>;
};

const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
const entry = manifest.metaData.remoteEntry.name;
const firstLoad = new Set(manifest.exposes.flatMap((e) => e.assets.js.sync));
const own = readdirSync(dist).filter((f) => f.endsWith('.js') && !shared.has(f) && f !== entry);

let total = 0;
let initial = 0;
console.log('mf-search own JavaScript (gzip -9):');
for (const file of own) {
  const size = gz(file);
  total += size;
  if (firstLoad.has(file)) initial += size;
  console.log(
    `  ${file.padEnd(48)} ${kb(size).padStart(9)}${firstLoad.has(file) ? '  (loaded with the island)' : '  (lazy)'}`,
  );
}
const sharedSize = [...shared].reduce((n, f) => n + gz(f), 0);
console.log(
  `  shared singletons, not counted: ${kb(sharedSize)}; container ${entry} (federation runtime), not counted: ${kb(gz(entry))}`,
);
console.log(
  `own code: ${kb(total)} total, ${kb(initial)} loaded with the island; budget ${kb(BUDGET_BYTES)} -> ${total < BUDGET_BYTES ? 'PASS' : 'FAIL'}`,
);
if (total >= BUDGET_BYTES) process.exitCode = 1;
