// Test helper (not shipped code): one server process of the scale-out suite. The real app on a
// database the suite prepared (migrated, remotes published), without npm start's build and seed steps;
// prints the port it listens on for the suite to read.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import { openRuntime, runCommand } from '../../cli/runtime';
import { resolveSecret } from '../../config/secret';
import { slices } from '../../slices';

runCommand(async () => {
  const { config, db } = await openRuntime({ migrate: false });
  const app = await buildApp({ config, db, slices, secret: resolveSecret(config) });
  process.on('SIGTERM', () => {
    app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`listening ${(app.server.address() as AddressInfo).port}`);
});
