// npm run users -- create-admin --email x --name y [--password p]
// The password may also come from ADMIN_PASSWORD or a hidden prompt (better: it stays out of shell history).
import { createInterface } from 'node:readline';
import { createAdmin } from '@site/mf-auth/server';
import { parseArgs } from './args';
import { openRuntime, runCommand } from './runtime';

const USAGE = 'usage: npm run users -- create-admin --email <address> --name <display name> [--password <password>]';

function stringFlag(flags: Map<string, string | true>, name: string): string | undefined {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Read a password without echoing it on a terminal; a piped stdin gives its first line. */
function promptPassword(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const output = rl as unknown as { _writeToOutput?: (text: string) => void };
    if (process.stdin.isTTY) {
      process.stdout.write(question);
      output._writeToOutput = () => undefined;
    }
    rl.question(process.stdin.isTTY ? '' : question, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  if (positional[0] !== 'create-admin') throw new Error(USAGE);
  const email = stringFlag(flags, 'email');
  const name = stringFlag(flags, 'name') ?? email?.split('@')[0];
  if (!email || !name) throw new Error(USAGE);
  const { db } = await openRuntime();
  try {
    const exists =
      (await db.query('SELECT 1 FROM auth.users WHERE email = $1', [email.trim().toLowerCase()])).rows.length > 0;
    const password = exists
      ? undefined
      : (stringFlag(flags, 'password') ??
        process.env.ADMIN_PASSWORD ??
        (await promptPassword('Password for the new admin: ')));
    const result = await createAdmin(db, { email, name, ...(password ? { password } : {}) });
    console.log(
      result === 'created'
        ? `Created admin ${email.trim().toLowerCase()}`
        : `Gave ${email.trim().toLowerCase()} the admin role (password unchanged)`,
    );
  } finally {
    await db.close();
  }
});
