// Build one project with rspack: `node ../tools/rspack/build.mjs client` from a project folder.
// Plain Node on purpose: under tsx (esbuild with keepNames) the Module Federation plugin's runtime
// code, which it serialises from its own functions, picks up `__name(...)` calls that break in
// browsers. The TypeScript config is bundled with esbuild (no keepNames) and imported from memory.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { rspack } from '@rspack/core';

async function loadConfig(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    banner: { js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(file)}); const __dirname = ${JSON.stringify(path.dirname(file))};` },
  });
  // Written beside the config so its bare imports resolve from the workspace's node_modules.
  const bundled = path.join(path.dirname(file), `.rspack.config.${process.pid}.mjs`);
  writeFileSync(bundled, result.outputFiles[0].text);
  try {
    return (await import(pathToFileURL(bundled).href)).config;
  } finally {
    rmSync(bundled, { force: true });
  }
}

async function main() {
  const folder = process.argv[2] ?? 'client';
  const config = await loadConfig(path.resolve(process.cwd(), folder, 'rspack.config.ts'));
  const compiler = rspack(config);
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(() => resolve()));
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    process.exitCode = 1;
    return;
  }
  const assets = (info.assets ?? []).map((a) => `${a.name} ${(a.size / 1024).toFixed(1)} KiB`);
  console.log(`built ${path.basename(process.cwd())}/${folder}: ${assets.length} files`);
  for (const line of assets) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
