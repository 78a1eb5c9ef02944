// npm run remotes -- list | publish | activate | rollback | audit   (see USAGE)
import os from 'node:os';
import { remoteNameSchema, remoteNames, type RemoteName } from '@site/shared-contracts';
import { publishRemote } from '../store/publish';
import { buildDirOf, packageVersionOf } from '../store/remote-builds';
import { createRegistry, type Registry } from '../store/registry';
import { parseArgs } from './args';
import { openRuntime, runCommand } from './runtime';

const USAGE = `usage: npm run remotes -- <command>
  list                                   remotes, their versions and the active one (*)
  publish <remote> [--from <build dir>] [--version <v>] [--activate] [--reason <why>]
  activate <remote> <version> [--reason <why>]
  rollback <remote> [--reason <why>]     back to the version that was active before
  audit [<remote>]                       the append-only log of every change`;

const actor = () => process.env.PUBLISHER ?? os.userInfo().username;

async function list(registry: Registry): Promise<void> {
  const active = await registry.activeVersions();
  for (const name of remoteNames) {
    console.log(`${name}  active: ${active.get(name) ?? '(none)'}`);
    for (const v of await registry.versions(name)) {
      const mark = v.version === active.get(name) ? '*' : ' ';
      const when = new Date(v.published_at).toISOString();
      console.log(`  ${mark} ${v.version}  ${when}  ${v.publisher}  ${(v.total_size / 1024).toFixed(1)} KiB`);
    }
  }
}

async function audit(registry: Registry, remote?: RemoteName): Promise<void> {
  for (const row of await registry.audit(remote)) {
    const when = new Date(row.at).toISOString();
    const change = row.from_version ? `${row.from_version} -> ${row.to_version}` : row.to_version;
    console.log(`${when}  ${row.actor.padEnd(12)} ${row.remote.padEnd(11)} ${row.action.padEnd(9)} ${change}${row.reason ? `  "${row.reason}"` : ''}`);
  }
}

function parseRemote(value: string | undefined): RemoteName {
  const remote = remoteNameSchema.safeParse(value);
  if (!remote.success) throw new Error(`unknown remote '${value ?? ''}'; one of ${remoteNames.join(', ')}`);
  return remote.data;
}

runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  const [command, remoteArg, versionArg] = positional;
  if (!command || !['list', 'publish', 'activate', 'rollback', 'audit'].includes(command)) throw new Error(USAGE);
  const reasonFlag = flags.get('reason');
  const change = { actor: actor(), reason: typeof reasonFlag === 'string' ? reasonFlag : '' };
  const { config, db } = await openRuntime();
  const registry = createRegistry(db);
  try {
    if (command === 'list') return await list(registry);
    if (command === 'audit') return await audit(registry, remoteArg ? parseRemote(remoteArg) : undefined);
    const remote = parseRemote(remoteArg);
    if (command === 'rollback') {
      const { from, to } = await registry.rollback(remote, change);
      return console.log(`${remote}: rolled back from ${from} to ${to}`);
    }
    if (command === 'activate') {
      if (!versionArg) throw new Error(USAGE);
      await registry.activate(remote, versionArg, change);
      return console.log(`${remote}@${versionArg} is now active`);
    }
    const from = flags.get('from');
    const version = flags.get('version');
    const result = await publishRemote(db, {
      remote,
      buildDir: typeof from === 'string' ? from : buildDirOf(remote),
      storeDir: config.remoteStoreDir,
      packageVersion: packageVersionOf(remote),
      publisher: change.actor,
      ...(typeof version === 'string' ? { version } : {}),
    });
    console.log(`${remote}@${result.version}: ${result.status} (${result.files} files, ${(result.totalSize / 1024).toFixed(1)} KiB)`);
    if (flags.has('activate')) {
      await registry.activate(remote, result.version, change);
      console.log(`${remote}@${result.version} is now active`);
    }
  } finally {
    await db.close();
  }
});
