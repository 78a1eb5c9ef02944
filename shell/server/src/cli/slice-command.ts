// npm run cli -- <slice> <command> [args]: run a slice's own administration command on a migrated
// database (`npm run cli -- mf-auth create-admin --email ...`). Without a command it lists them.
import { buildSiteConfig } from '../config/site-config';
import { slices } from '../slices';
import { openRuntime, runCommand } from './runtime';

function listing(): string {
  const lines = slices.flatMap((slice) =>
    Object.entries(slice.commands ?? {}).map(
      ([, command]) => `  ${slice.name} ${command.usage}\n      ${command.summary}`,
    ),
  );
  return `usage: npm run cli -- <slice> <command> [args]\n${lines.join('\n')}`;
}

runCommand(async () => {
  const [sliceName, commandName, ...args] = process.argv.slice(2);
  const slice = slices.find((s) => s.name === sliceName);
  const command = commandName ? slice?.commands?.[commandName] : undefined;
  if (!slice || !command) throw new Error(listing());
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
      args,
    );
  } finally {
    await db.close();
  }
});
