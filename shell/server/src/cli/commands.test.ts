import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../../tools/testing/test-db';
import { openPglite } from '../db/pglite-driver';
import { migratedDataDir, runCli, runOnTerminal, type CliResult } from './testing/cli-process';

// Every command a person types, through its real entry point (tsx, as npm run starts it), on throwaway data dirs.
const CLI = 'shell/server/src/cli';
const COMMANDS: Record<string, [script: string, ...words: string[]]> = {
  seed: [`${CLI}/seed.ts`],
  remotes: [`${CLI}/remotes.ts`],
  'remotes publish': [`${CLI}/remotes.ts`, 'publish'],
  'remotes canary': [`${CLI}/remotes.ts`, 'canary'],
  cli: [`${CLI}/slice-command.ts`],
  users: [`${CLI}/slice-command.ts`, 'mf-auth'],
  'cli create-admin': [`${CLI}/slice-command.ts`, 'mf-auth', 'create-admin'],
  'cli newsletter-retry': [`${CLI}/slice-command.ts`, 'mf-popups', 'newsletter-retry'],
  bench: [`${CLI}/bench.ts`],
  'bench:cluster': [`${CLI}/bench-cluster.ts`],
  'lock:stubs': ['tools/lockfile/optional-stubs.ts'],
  'settings:doc': [`${CLI}/settings-doc.ts`],
};

const root = mkdtempSync(path.join(os.tmpdir(), 'site-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dataDir = (name: string) => ({ DATA_DIR: path.join(root, name) });

/** Each command with these words added, all at once; by name. */
async function everyCommand(words: string[], env: Record<string, string>): Promise<Record<string, CliResult>> {
  const runs = Object.entries(COMMANDS).map(async ([name, [script, ...before]]) => {
    return [name, await runCli(script, [...before, ...words], env)] as const;
  });
  return Object.fromEntries(await Promise.all(runs));
}

describe('every command line is strict', () => {
  const lock = readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8');
  const settings = readFileSync(path.join(REPO_ROOT, 'docs/settings.md'), 'utf8');

  it('answers --help (or -h, anywhere) with its usage on stdout, exit 0, and opens or writes nothing', async () => {
    const env = dataDir('help');
    const [answers, late] = await Promise.all([
      everyCommand(['--help'], env),
      // -h anywhere, even after a flag the command would refuse (args.test.ts tries the other places).
      runCli(`${CLI}/seed.ts`, ['--products', '10', '--bogus', '-h'], env),
    ]);
    for (const [name, result] of Object.entries({ ...answers, late })) {
      expect({ name, code: result.code, stderr: result.stderr }).toEqual({ name, code: 0, stderr: '' });
      expect(result.stdout).toMatch(/^usage: /);
    }
    expect(existsSync(env.DATA_DIR)).toBe(false);
    expect(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')).toBe(lock);
    expect(readFileSync(path.join(REPO_ROOT, 'docs/settings.md'), 'utf8')).toBe(settings);
  }, 60_000);

  it('refuses an unknown flag with exit 2 and the list of known flags, before opening anything', async () => {
    const env = dataDir('unknown');
    const answers = await everyCommand(['--bogus'], env);
    for (const [name, result] of Object.entries(answers)) {
      expect({ name, code: result.code, stdout: result.stdout }).toEqual({ name, code: 2, stdout: '' });
      // A command names its flags; a program of commands (or a group) lists its commands.
      expect(result.stderr).toMatch(
        /^error: unknown option --bogus(\nknown flags: .*--help| \(before a command, only --help\)\n\nusage: )/,
      );
    }
    expect(answers.seed?.stderr).toContain(
      'known flags: --products N, --posts N, --offers N, --users N, --yes, --help',
    );
    expect(answers['cli create-admin']?.stderr).toContain('known flags: --email <address>, --name <display name>');
    expect(existsSync(env.DATA_DIR)).toBe(false);
  }, 60_000);
});

describe('npm run seed over a catalogue', () => {
  const env = dataDir('seeded');
  const seedRuns = async () => {
    const db = await openPglite(path.join(env.DATA_DIR, 'db'));
    try {
      return (
        await db.query<{ products: number }>(
          "SELECT (options->>'products')::int AS products FROM platform.seed_runs ORDER BY id",
        )
      ).rows;
    } finally {
      await db.close();
    }
  };

  beforeAll(() =>
    migratedDataDir(env.DATA_DIR, async (db) => {
      await db.query('INSERT INTO platform.seed_runs (options, seconds) VALUES ($1, 1)', [
        JSON.stringify({ products: 7, posts: 1, offers: 1, users: 1 }),
      ]);
    }),
  );

  it('refuses without a terminal unless --yes, says why, and changes nothing; --yes replaces it', async () => {
    const small = ['--products', '3', '--posts', '2', '--offers', '1', '--users', '1'];
    const refused = await runCli(`${CLI}/seed.ts`, small, env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^error: DATA_DIR .* holds a catalogue \(7 products, 1 posts, 1 offers, 1 users, seeded .* UTC\)\. No terminal to ask on: add --yes to replace it\. Nothing was changed\./,
    );
    expect(refused.stdout).toBe('');
    const replaced = await runCli(`${CLI}/seed.ts`, [...small, '--yes'], env);
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toMatch(/^Seeding 3 products, 2 posts, 1 offers, 1 users\n[\s\S]*Seeded in /);
    // The refused run wrote no seed of its own: the one set up here, then --yes's.
    expect(await seedRuns()).toEqual([{ products: 7 }, { products: 3 }]);
  }, 60_000);

  const onTerminal = existsSync('/usr/bin/script') ? it : it.skip;
  onTerminal(
    'asks on a terminal, and a no leaves it as it was',
    async () => {
      const declined = await runOnTerminal(`${CLI}/seed.ts`, ['--products', '5'], env, 'n\n');
      expect(declined.code).toBe(1);
      expect(declined.stdout).toMatch(
        /holds a catalogue \(3 products.*\)\. Replace it\? \[y\/N\][\s\S]*error: not replaced; nothing was changed/,
      );
      expect(await seedRuns()).toEqual([{ products: 7 }, { products: 3 }]);
    },
    60_000,
  );
});

describe('npm run cli -- mf-auth create-admin', () => {
  const createAdmin = (words: string[], env: Record<string, string>) =>
    runCli(`${CLI}/slice-command.ts`, ['mf-auth', 'create-admin', ...words], env);

  it('refuses a malformed address first, before the database is opened', async () => {
    const env = dataDir('bad-address');
    const result = await createAdmin(['--email', 'boss.example.com', '--password', 'a long pass phrase 2026'], env);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: --email "boss.example.com": not an e-mail address; nothing was changed\n',
    });
    expect(existsSync(env.DATA_DIR)).toBe(false);
  }, 60_000);

  it('refuses a new admin with no password and no terminal to ask on; ADMIN_PASSWORD still works', async () => {
    const env = dataDir('admin');
    await migratedDataDir(env.DATA_DIR);
    const refused = await createAdmin(['--email', 'Boss@Example.com'], env);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'error: boss@example.com has no account yet and needs a password, but there is no terminal to ask on: set ADMIN_PASSWORD (or give --password); nothing was changed\n',
    });
    const created = await createAdmin(['--email', 'boss@example.com'], {
      ...env,
      ADMIN_PASSWORD: 'chief pass phrase 2026',
    });
    // "Created", not "Gave ... the admin role": the refusal made no account.
    expect(created).toEqual({ code: 0, stdout: 'Created admin boss@example.com\n', stderr: '' });
  }, 60_000);
});
