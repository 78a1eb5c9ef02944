import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

/** A remote's file (content-hashed name) -> the shared singletons it carries, from each built manifest. */
export type SharedFiles = Map<string, { remote: string; names: string[] }>;

export function sharedFiles(root = path.resolve(__dirname, '../..')): SharedFiles {
  const files: SharedFiles = new Map();
  for (const remote of readdirSync(root).filter((d) => /^mf-[a-z]+$/.test(d))) {
    const manifest = path.join(root, remote, 'dist/mf-manifest.json');
    if (!existsSync(manifest)) continue;
    for (const shared of (JSON.parse(readFileSync(manifest, 'utf8')) as Manifest).shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const entry = files.get(file) ?? { remote, names: [] };
        entry.names.push(shared.name);
        files.set(file, entry);
      }
    }
  }
  return files;
}

/**
 * The singletons one load fetched from more than one remote's copy (React from mf-shop and again from
 * mf-auth): the same library downloaded twice under two URLs, which counting URLs alone would miss.
 */
export function singletonsFromTwoRemotes(urls: readonly string[], files: SharedFiles): string[] {
  const sources = new Map<string, Set<string>>();
  for (const url of urls) {
    const entry = files.get(path.posix.basename(new URL(url).pathname));
    if (!entry) continue;
    for (const name of entry.names) sources.set(name, (sources.get(name) ?? new Set()).add(entry.remote));
  }
  return [...sources].filter(([, remotes]) => remotes.size > 1).map(([name]) => name);
}
