// npm run cli -- <slice> <command> [flags]: run a slice's own administration command on a migrated database
// (`npm run cli -- mf-auth create-admin --email ...`; `npm run users --` is `npm run cli -- mf-auth`).
// `npm run cli -- --help` lists them; `npm run cli -- <slice> <command> --help` gives one's flags.
import type { SliceCommand } from '@site/shared-contracts/platform';
import { buildSiteConfig } from '../config/site-config';
import type { Slice } from '../platform/slice-types';
import { slices } from '../slices';
import { parseSubcommand, UsageError, type Program } from './args';
import { openRuntime, runCommand } from './runtime';

/** Every slice's commands by their two words, `mf-auth create-admin`. */
const commands = new Map<string, { slice: Slice; command: SliceCommand }>(
  slices.flatMap((slice) =>
    Object.entries(slice.commands ?? {}).map(
      ([name, command]) => [`${slice.name} ${name}`, { slice, command }] as const,
    ),
  ),
);

const PROGRAM: Program = {
  command: 'npm run cli --',
  words: '<slice> <command>',
  summary: "Runs a slice's own administration command on the migrated database in DATA_DIR (or DATABASE_URL).",
  subcommands: Object.fromEntries(
    [...commands].map(([name, { command }]) => [name, { summary: command.summary, flags: command.flags }]),
  ),
};

runCommand(async () => {
  const picked = parseSubcommand(process.argv.slice(2), PROGRAM);
  if (!picked) return;
  const found = commands.get(picked.name);
  if (!found) throw new UsageError(`unknown command "${picked.name}"`);
  const { slice, command } = found;
  // What needs no database is refused before one is opened (or, on a new DATA_DIR, made).
  command.check?.(picked.flags);
  const { config, db } = await openRuntime();
  try {
    await command.run(
      {
        db,
        site: buildSiteConfig(config),
        runtime: { env: config.env, dataDir: config.dataDir, loopbackOnly: config.loopbackOnly },
        settings: config.sliceSettings.get(slice.name),
        print: (line) => console.log(line),
      },
      picked.flags,
    );
  } finally {
    await db.close();
  }
});
