// npm run remotes -- <command>: list | publish | push | activate | rollback | canary | override | audit | token
// (npm run remotes -- --help lists them, npm run remotes -- <command> --help gives one's flags)
import os from 'node:os';
import { resolveSecret } from '../config/secret';
import { RELEASE_COMMANDS, parseRemote, percentFlag } from '../releases/cli-commands';
import { pushBuild } from '../releases/push-build';
import { loopbackSite } from '../releases/dev-origins';
import { createReleaseService } from '../releases/release-service';
import { REMOTES } from '../releases/remotes-program';
import { buildDirOf } from '../store/remote-builds';
import { parseSubcommand, stringFlag, UsageError } from './args';
import { openRuntime, runCommand } from './runtime';

const actor = () => process.env.PUBLISHER ?? os.userInfo().username;

runCommand(async () => {
  const command = parseSubcommand(process.argv.slice(2), REMOTES);
  if (!command) return;
  const { name, positionals: args, flags } = command;
  if (name === 'push') {
    // Over HTTP to a running site: no database here, only the deploy token.
    const remote = parseRemote(args[0]);
    const token = process.env.DEPLOY_TOKEN;
    if (!token) throw new UsageError('push needs the deploy token in DEPLOY_TOKEN (npm run remotes -- token create)');
    const version = stringFlag(flags, 'version');
    return console.log(
      await pushBuild({
        siteUrl: stringFlag(flags, 'url') ?? '',
        remote,
        dir: stringFlag(flags, 'from') ?? buildDirOf(remote),
        token,
        ...(version ? { version } : {}),
      }),
    );
  }
  const run = RELEASE_COMMANDS[name];
  if (!run) throw new UsageError(`unknown command "${name}"`);
  // A misspelt remote or percent is refused before the database is opened (or, on a new DATA_DIR, made).
  if (REMOTES.subcommands[name]?.positionals?.[0]?.includes('<remote>') && args[0] !== undefined) parseRemote(args[0]);
  if (flags.percent !== undefined) percentFlag(flags);
  const { config, db } = await openRuntime();
  const service = createReleaseService({
    db,
    storeDir: config.remoteStoreDir,
    // The CLI signs QA links the server checks: with no SESSION_SECRET, both use DATA_DIR's (made here if new).
    secret: resolveSecret({ ...config, generateSecret: true }),
    siteUrl: config.siteUrl,
    allowedOrigins: config.remoteOrigins,
    // The same rule as the site's: on a loopback site a loopback dev server needs no REMOTE_ORIGINS entry.
    loopbackDev: loopbackSite(config),
  });
  try {
    await run(service, { args, flags, actor: actor() });
  } finally {
    await db.close();
  }
});
