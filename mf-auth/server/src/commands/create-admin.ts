import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { SliceCommand } from '@site/shared-contracts/platform';
import type { AuthSettings } from '../settings';
import { createAdmin } from '../accounts/admin';
import { findUserByEmail } from '../data/users';

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

/**
 * Create an administrator, or give an existing account the admin role. The password may come from
 * --password, ADMIN_PASSWORD or a hidden prompt (better: it stays out of the shell's history).
 */
export const createAdminCommand: SliceCommand<AuthSettings> = {
  summary: 'create an administrator (or give an existing account the admin role)',
  usage: 'create-admin --email <address> [--name <display name>] [--password <password>]',
  async run(ctx, args) {
    const { values } = parseArgs({
      args: [...args],
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    });
    const email = values.email?.trim().toLowerCase();
    const name = values.name ?? email?.split('@')[0];
    if (!email || !name) throw new Error(`usage: ${this.usage}`);
    const exists = (await findUserByEmail(ctx.db, email)) !== null;
    const password = exists
      ? undefined
      : (values.password ?? ctx.settings.ADMIN_PASSWORD ?? (await promptPassword('Password for the new admin: ')));
    const result = await createAdmin(ctx.db, { email, name, ...(password ? { password } : {}) });
    ctx.print(result === 'created' ? `Created admin ${email}` : `Gave ${email} the admin role (password unchanged)`);
  },
};
