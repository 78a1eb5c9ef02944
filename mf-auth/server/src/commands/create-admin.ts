import { createInterface } from 'node:readline';
import type { CommandFlagValues, SliceCommand } from '@site/shared-contracts/platform';
import type { AuthSettings } from '../settings';
import { adminIdentitySchema, createAdmin } from '../accounts/admin';
import { findUserByEmail } from '../data/users';

/** Read a password on the terminal without echoing it. */
function promptPassword(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    process.stdout.write(question);
    (rl as unknown as { _writeToOutput?: (text: string) => void })._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

/** The address (and display name) the command is about, or the reason it cannot be. */
function identity(flags: CommandFlagValues): { email: string; name: string } {
  const email = text(flags.email) ?? '';
  const parsed = adminIdentitySchema.safeParse({ email, name: text(flags.name) ?? email.trim().split('@')[0] });
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0];
  const flag = problem?.path[0] === 'name' ? `--name "${text(flags.name) ?? ''}"` : `--email "${email}"`;
  throw new Error(`${flag}: ${problem?.message ?? 'invalid'}; nothing was changed`);
}

/** A new account's password: from --password or ADMIN_PASSWORD, else asked for, which needs a terminal. */
async function passwordFor(email: string, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) {
    throw new Error(
      `${email} has no account yet and needs a password, but there is no terminal to ask on: set ADMIN_PASSWORD (or give --password); nothing was changed`,
    );
  }
  return promptPassword(`Password for the new admin ${email}: `);
}

/**
 * Create an administrator, or give an existing account the admin role. A new account's password comes from
 * --password, ADMIN_PASSWORD or a hidden prompt on a terminal (the last two keep it out of the shell's history).
 */
export const createAdminCommand: SliceCommand<AuthSettings> = {
  summary: 'create an administrator (or give an existing account the admin role)',
  flags: {
    email: {
      type: 'string',
      value: '<address>',
      required: true,
      description: "the admin's e-mail address (their login)",
    },
    name: { type: 'string', value: '<display name>', description: 'shown on the site (default: the address before @)' },
    password: {
      type: 'string',
      value: '<password>',
      description: "a new account's password (ADMIN_PASSWORD, or the prompt on a terminal, keep it out of the history)",
    },
  },
  check(flags) {
    identity(flags);
  },
  async run(ctx, flags) {
    const { email, name } = identity(flags);
    const exists = (await findUserByEmail(ctx.db, email)) !== null;
    const password = exists ? undefined : await passwordFor(email, text(flags.password) ?? ctx.settings.ADMIN_PASSWORD);
    const result = await createAdmin(ctx.db, { email, name, ...(password ? { password } : {}) });
    ctx.print(result === 'created' ? `Created admin ${email}` : `Gave ${email} the admin role (password unchanged)`);
  },
};
