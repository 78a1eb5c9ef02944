// npm run remotes -- list | publish <remote> [--from <dir>] [--version <v>] [--activate] | activate <remote> <version>
import os from 'node:os';
import { remoteNameSchema, remoteNames } from '@site/shared-contracts';
import { publishRemote } from '../store/publish';
import { buildDirOf, packageVersionOf } from '../store/remote-builds';
import { createRegistry } from '../store/registry';
import { parseArgs } from './args';
import { openRuntime, runCommand } from './runtime';

const USAGE = `usage: npm run remotes -- <command>
  list                                   remotes, their versions and the active one
  publish <remote> [--from <build dir>] [--version <v>] [--activate]
  activate <remote> <version>`;

runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  const [command, remoteArg, versionArg] = positional;
  if (!command || !['list', 'publish', 'activate'].includes(command)) throw new Error(USAGE);
  const { config, db } = await openRuntime();
  const registry = createRegistry(db);
  try {
    if (command === 'list') {
      const active = await registry.activeVersions();
      for (const name of remoteNames) {
        const versions = await registry.versions(name);
        console.log(`${name}  active: ${active.get(name) ?? '(none)'}`);
        for (const v of versions) {
          const mark = v.version === active.get(name) ? '*' : ' ';
          const when = new Date(v.published_at).toISOString();
          console.log(`  ${mark} ${v.version}  ${when}  ${v.publisher}  ${(v.total_size / 1024).toFixed(1)} KiB`);
        }
      }
      return;
    }
    const remote = remoteNameSchema.safeParse(remoteArg);
    if (!remote.success) throw new Error(`unknown remote '${remoteArg ?? ''}'; one of ${remoteNames.join(', ')}`);
    if (command === 'publish') {
      const from = flags.get('from');
      const version = flags.get('version');
      const result = await publishRemote(db, {
        remote: remote.data,
        buildDir: typeof from === 'string' ? from : buildDirOf(remote.data),
        storeDir: config.remoteStoreDir,
        packageVersion: packageVersionOf(remote.data),
        publisher: process.env.PUBLISHER ?? os.userInfo().username,
        ...(typeof version === 'string' ? { version } : {}),
      });
      console.log(`${remote.data}@${result.version}: ${result.status} (${result.files} files, ${(result.totalSize / 1024).toFixed(1)} KiB)`);
      if (flags.has('activate')) {
        await registry.activate(remote.data, result.version);
        console.log(`${remote.data}@${result.version} is now active`);
      }
      return;
    }
    if (!versionArg) throw new Error(USAGE);
    if (!(await registry.findVersion(remote.data, versionArg))) throw new Error(`${remote.data}@${versionArg} is not published`);
    await registry.activate(remote.data, versionArg);
    console.log(`${remote.data}@${versionArg} is now active`);
  } finally {
    await db.close();
  }
});
