// Build one project with rspack: `node ../tools/rspack/build.mjs client` from a project folder.
// Plain Node on purpose: under tsx (esbuild with keepNames) the Module Federation plugin's runtime
// code, which it serialises from its own functions, picks up `__name(...)` calls that break in
// browsers. The TypeScript config is bundled with esbuild (no keepNames) and imported from memory.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    banner: {
      js: `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(file)}); const __dirname = ${JSON.stringify(path.dirname(file))};`,
    },
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

// A remote's build records what it was built from; `remotes publish` requires it and checks the
// shared-contracts version against the server's (shell/server/src/store/validate-build.ts).
function writeBuildInfo(config) {
  const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
  if (!/^@site\/mf-/.test(pkg.name) || !config.output?.path) return;
  const contracts = JSON.parse(readFileSync(new URL('../../shared-contracts/package.json', import.meta.url), 'utf8'));
  const info = {
    remote: pkg.name.replace('@site/', ''),
    packageVersion: pkg.version,
    contractsVersion: contracts.version,
    builtAt: new Date().toISOString(),
  };
  writeFileSync(path.join(config.output.path, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
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
  writeBuildInfo(config);
  const assets = (info.assets ?? []).map((a) => `${a.name} ${(a.size / 1024).toFixed(1)} KiB`);
  console.log(`built ${path.basename(process.cwd())}/${folder}: ${assets.length} files`);
  for (const line of assets) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
