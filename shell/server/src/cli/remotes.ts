// npm run remotes -- list | publish | activate | rollback | canary | override | audit | token   (see USAGE)
import os from 'node:os';
import { resolveSecret } from '../config/secret';
import { audit, canary, list, override, parseRemote, publish, token, USAGE } from '../releases/cli-commands';
import { pushBuild } from '../releases/push-build';
import { createReleaseService } from '../releases/release-service';
import { buildDirOf } from '../store/remote-builds';
import { parseArgs } from './args';
import { openRuntime, runCommand } from './runtime';

const COMMANDS = ['list', 'publish', 'push', 'activate', 'rollback', 'canary', 'override', 'audit', 'token'];
const actor = () => process.env.PUBLISHER ?? os.userInfo().username;

runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  const [command, ...args] = positional;
  if (!command || !COMMANDS.includes(command)) throw new Error(USAGE);
  if (command === 'push') {
    // Over HTTP to a running site: no database here, only the deploy token.
    const remote = parseRemote(args[0]);
    const url = flags.get('url');
    const from = flags.get('from');
    const version = flags.get('version');
    const token = process.env.DEPLOY_TOKEN;
    if (typeof url !== 'string' || !token)
      throw new Error('push <remote> --url <site url> [--from <dir>] [--version <v>] with DEPLOY_TOKEN set');
    const dir = typeof from === 'string' ? from : buildDirOf(remote);
    return console.log(
      await pushBuild({ siteUrl: url, remote, dir, token, ...(typeof version === 'string' ? { version } : {}) }),
    );
  }
  const reasonFlag = flags.get('reason');
  const change = { actor: actor(), reason: typeof reasonFlag === 'string' ? reasonFlag : '' };
  const { config, db } = await openRuntime();
  const service = createReleaseService({
    db,
    storeDir: config.remoteStoreDir,
    // The CLI signs QA links the server checks: with no SESSION_SECRET, both use DATA_DIR's (made here if new).
    secret: resolveSecret({ ...config, generateSecret: true }),
    siteUrl: config.siteUrl,
    allowedOrigins: config.remoteOrigins,
  });
  const input = { args, flags, actor: change.actor };
  try {
    if (command === 'list') return await list(service);
    if (command === 'audit') return await audit(service, args[0] ? parseRemote(args[0]) : undefined);
    if (command === 'publish') return await publish(service, input);
    if (command === 'canary') return await canary(service, input);
    if (command === 'override') return await override(service, input);
    if (command === 'token') return await token(service, input);
    const remote = parseRemote(args[0]);
    if (command === 'rollback') {
      const { from, to } = await service.registry.rollback(remote, change);
      return console.log(`${remote}: rolled back from ${from} to ${to}`);
    }
    const version = args[1];
    if (!version) throw new Error(USAGE);
    await service.registry.activate(remote, version, change);
    console.log(`${remote}@${version} is now active`);
  } finally {
    await db.close();
  }
});
