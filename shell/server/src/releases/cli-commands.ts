import { remoteNameSchema, remoteNames, type RemoteName } from '@site/shared-contracts/platform';
import { localBuildInfo } from '../store/local-build-info';
import { publishRemote } from '../store/publish';
import { buildDirOf } from '../store/remote-builds';
import type { ReleaseService } from './release-service';

export type Flags = Map<string, string | true>;
export type CommandInput = { args: string[]; flags: Flags; actor: string };

export const USAGE = `usage: npm run remotes -- <command>
  list                                         remotes, versions (publish time, publisher, size, contracts) and marks
  publish <remote> [--from <build dir>] [--version <v>] [--activate] [--reason <why>]
  push <remote> --url <site url> [--from <dir>] [--version <v>]   over HTTP, with DEPLOY_TOKEN set
  activate <remote> <version> [--reason <why>] (health-checked first)
  rollback <remote> [--reason <why>]           back to the version that was active before
  canary start <remote> <version> --percent <1-99> [--reason <why>]
  canary widen <remote> --percent <1-99> [--reason <why>]
  canary stop <remote> [--reason <why>]
  override <remote> (--version <v> | --dev-url <manifest url>) [--minutes <n>] [--reason <why>]
  audit [<remote>]                             the append-only log of every change
  token create <remote> [--label <name>]       a deploy token for HTTP publishing (printed once)
  token revoke <id> | token list`;

const flag = (flags: Flags, name: string): string | undefined => {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
};

export function parseRemote(value: string | undefined): RemoteName {
  const remote = remoteNameSchema.safeParse(value);
  if (!remote.success) throw new Error(`unknown remote '${value ?? ''}'; one of ${remoteNames.join(', ')}`);
  return remote.data;
}

function percentFlag(flags: Flags): number {
  const percent = Number(flag(flags, 'percent'));
  if (!Number.isInteger(percent)) throw new Error('--percent <1-99> is required');
  return percent;
}

const kib = (bytes: number) => `${(Number(bytes) / 1024).toFixed(1)} KiB`;

export async function list(service: ReleaseService): Promise<void> {
  const active = await service.registry.activeVersions();
  const canaries = await service.canaries.list();
  for (const name of remoteNames) {
    const canary = canaries.get(name);
    console.log(
      `${name}  active: ${active.get(name) ?? '(none)'}${canary ? `  canary: ${canary.version} at ${canary.percent}%` : ''}`,
    );
    for (const v of await service.registry.versions(name)) {
      const mark = v.version === active.get(name) ? '*' : v.version === canary?.version ? 'c' : ' ';
      const when = new Date(v.published_at).toISOString();
      console.log(
        `  ${mark} ${v.version}  ${when}  ${v.publisher}  ${kib(v.total_size)}  contracts ${v.build_info?.contractsVersion ?? 'unknown'}`,
      );
    }
  }
  console.log('(* active, c canary)');
}

export async function audit(service: ReleaseService, remote?: RemoteName): Promise<void> {
  for (const row of await service.registry.audit(remote, 200)) {
    const when = new Date(row.at).toISOString();
    const change = row.from_version ? `${row.from_version} -> ${row.to_version}` : row.to_version;
    const percent = row.canary_percent !== null ? ` (${row.canary_percent}%)` : '';
    console.log(
      `${when}  ${row.actor.padEnd(12)} ${row.remote.padEnd(11)} ${row.action.padEnd(12)} ${change}${percent}${row.reason ? `  "${row.reason}"` : ''}`,
    );
  }
}

export async function publish(service: ReleaseService, { args, flags, actor }: CommandInput): Promise<void> {
  const remote = parseRemote(args[0]);
  const from = flag(flags, 'from');
  const version = flag(flags, 'version');
  const result = await publishRemote(service.db, {
    remote,
    buildDir: from ?? buildDirOf(remote),
    storeDir: service.storeDir,
    publisher: actor,
    ...(version ? { version } : {}),
    // The workspace's own build was made in this checkout; a build from elsewhere must carry build-info.json.
    ...(from ? {} : { localBuildInfo: localBuildInfo(remote) }),
  });
  console.log(`${remote}@${result.version}: ${result.status} (${result.files} files, ${kib(result.totalSize)})`);
  if (flags.has('activate')) {
    await service.registry.activate(remote, result.version, { actor, reason: flag(flags, 'reason') ?? '' });
    console.log(`${remote}@${result.version} is now active`);
  }
}

export async function canary(service: ReleaseService, { args, flags, actor }: CommandInput): Promise<void> {
  const [step, remoteArg, version] = args;
  const remote = parseRemote(remoteArg);
  const change = { actor, reason: flag(flags, 'reason') ?? '' };
  if (step === 'start') {
    if (!version) throw new Error(USAGE);
    await service.canaries.start(remote, version, percentFlag(flags), change);
    return console.log(`${remote}: canary ${version} at ${percentFlag(flags)}%`);
  }
  if (step === 'widen') {
    await service.canaries.widen(remote, percentFlag(flags), change);
    return console.log(`${remote}: canary now at ${percentFlag(flags)}%`);
  }
  if (step === 'stop') {
    const stopped = await service.canaries.stop(remote, change);
    return console.log(`${remote}: canary ${stopped.version} stopped`);
  }
  throw new Error(USAGE);
}

export async function override(service: ReleaseService, { args, flags, actor }: CommandInput): Promise<void> {
  const remote = parseRemote(args[0]);
  const version = flag(flags, 'version');
  const devUrl = flag(flags, 'dev-url');
  const minutes = flag(flags, 'minutes');
  const issued = await service.overrides.issue(
    {
      remote,
      ...(version ? { version } : {}),
      ...(devUrl ? { devUrl } : {}),
      ...(minutes ? { minutes: Number(minutes) } : {}),
    },
    { actor, reason: flag(flags, 'reason') ?? '' },
  );
  console.log(
    `Open this link in the one browser that should use the override (expires ${issued.expiresAt.toISOString()}):`,
  );
  console.log(issued.url);
}

export async function token(service: ReleaseService, { args, flags, actor }: CommandInput): Promise<void> {
  const [step, target] = args;
  if (step === 'create') {
    const remote = parseRemote(target);
    const created = await service.tokens.create(remote, flag(flags, 'label') ?? `${remote} pipeline`, actor);
    console.log(`deploy token #${created.id} for ${remote} (shown once, keep it in your pipeline's secrets):`);
    return console.log(created.token);
  }
  if (step === 'revoke') {
    const id = Number(target);
    if (!Number.isInteger(id)) throw new Error('token revoke <id>');
    return console.log((await service.tokens.revoke(id)) ? `token #${id} revoked` : `no live token #${id}`);
  }
  if (step === 'list') {
    for (const t of await service.tokens.list()) {
      console.log(
        `#${t.id}  ${t.remote.padEnd(11)} ${t.label}  by ${t.created_by}  ${new Date(t.created_at).toISOString()}${t.revoked_at ? '  REVOKED' : ''}`,
      );
    }
    return;
  }
  throw new Error(USAGE);
}
