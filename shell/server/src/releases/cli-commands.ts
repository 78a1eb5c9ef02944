import {
  remoteNameSchema,
  remoteNames,
  type CommandFlagValues,
  type RemoteName,
} from '@site/shared-contracts/platform';
import { stringFlag, UsageError } from '../cli/args';
import { localBuildInfo } from '../store/local-build-info';
import { publishRemote } from '../store/publish';
import { buildDirOf } from '../store/remote-builds';
import type { ReleaseService } from './release-service';

export type Flags = CommandFlagValues;
export type CommandInput = { args: string[]; flags: Flags; actor: string };

const flag = stringFlag;

export function parseRemote(value: string | undefined): RemoteName {
  const remote = remoteNameSchema.safeParse(value);
  if (!remote.success) throw new UsageError(`unknown remote '${value ?? ''}'; one of ${remoteNames.join(', ')}`);
  return remote.data;
}

export function percentFlag(flags: Flags): number {
  const percent = Number(flag(flags, 'percent'));
  if (!Number.isInteger(percent)) throw new UsageError('--percent is a whole number from 1 to 99');
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
  if (flags.activate === true) {
    await service.registry.activate(remote, result.version, { actor, reason: flag(flags, 'reason') ?? '' });
    console.log(`${remote}@${result.version} is now active`);
  }
}

export async function canary(
  service: ReleaseService,
  step: 'start' | 'widen' | 'stop',
  { args, flags, actor }: CommandInput,
): Promise<void> {
  const [remoteArg, version = ''] = args;
  const remote = parseRemote(remoteArg);
  const change = { actor, reason: flag(flags, 'reason') ?? '' };
  if (step === 'start') {
    await service.canaries.start(remote, version, percentFlag(flags), change);
    return console.log(`${remote}: canary ${version} at ${percentFlag(flags)}%`);
  }
  if (step === 'widen') {
    await service.canaries.widen(remote, percentFlag(flags), change);
    return console.log(`${remote}: canary now at ${percentFlag(flags)}%`);
  }
  const stopped = await service.canaries.stop(remote, change);
  console.log(`${remote}: canary ${stopped.version} stopped`);
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

export async function token(
  service: ReleaseService,
  step: 'create' | 'revoke' | 'list',
  { args, flags, actor }: CommandInput,
): Promise<void> {
  const [target] = args;
  if (step === 'create') {
    const remote = parseRemote(target);
    const created = await service.tokens.create(remote, flag(flags, 'label') ?? `${remote} pipeline`, actor);
    console.log(`deploy token #${created.id} for ${remote} (shown once, keep it in your pipeline's secrets):`);
    return console.log(created.token);
  }
  if (step === 'revoke') {
    const id = Number(target);
    if (!Number.isInteger(id)) throw new UsageError(`token revoke <id>: "${target ?? ''}" is not a token id`);
    return console.log((await service.tokens.revoke(id)) ? `token #${id} revoked` : `no live token #${id}`);
  }
  for (const t of await service.tokens.list()) {
    console.log(
      `#${t.id}  ${t.remote.padEnd(11)} ${t.label}  by ${t.created_by}  ${new Date(t.created_at).toISOString()}${t.revoked_at ? '  REVOKED' : ''}`,
    );
  }
}

/** Every subcommand of `npm run remotes` but push (which needs no database): what it runs on the release service. */
export const RELEASE_COMMANDS: Readonly<
  Record<string, (service: ReleaseService, input: CommandInput) => Promise<void>>
> = {
  list: (service) => list(service),
  audit: (service, { args }) => audit(service, args[0] ? parseRemote(args[0]) : undefined),
  publish,
  async activate(service, { args: [remote, version = ''], flags, actor }) {
    const name = parseRemote(remote);
    await service.registry.activate(name, version, { actor, reason: flag(flags, 'reason') ?? '' });
    console.log(`${name}@${version} is now active`);
  },
  async rollback(service, { args: [remote], flags, actor }) {
    const name = parseRemote(remote);
    const { from, to } = await service.registry.rollback(name, { actor, reason: flag(flags, 'reason') ?? '' });
    console.log(`${name}: rolled back from ${from} to ${to}`);
  },
  'canary start': (service, input) => canary(service, 'start', input),
  'canary widen': (service, input) => canary(service, 'widen', input),
  'canary stop': (service, input) => canary(service, 'stop', input),
  override,
  'token create': (service, input) => token(service, 'create', input),
  'token revoke': (service, input) => token(service, 'revoke', input),
  'token list': (service, input) => token(service, 'list', input),
};
