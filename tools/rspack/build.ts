// Build one project with rspack: `tsx ../tools/rspack/build.ts client` from a project folder.
import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';

async function main(): Promise<void> {
  const folder = process.argv[2] ?? 'client';
  const configPath = path.resolve(process.cwd(), folder, 'rspack.config.ts');
  const { config } = (await import(configPath)) as { config: Configuration };
  const compiler = rspack(config);
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    process.exitCode = 1;
    return;
  }
  const assets = (info.assets ?? []).map((a) => `${a.name} ${(a.size / 1024).toFixed(1)} KiB`);
  console.log(`built ${path.relative(path.resolve(process.cwd(), '..'), process.cwd())}/${folder}: ${assets.length} files`);
  for (const line of assets) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
