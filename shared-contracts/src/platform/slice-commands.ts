import type { SiteConfig } from './site';
import type { Sql } from './sql';

/** How the process runs, for the few decisions that depend on it, and where it keeps its files. */
export type Runtime = {
  env: 'development' | 'production' | 'test';
  /** DATA_DIR: PGlite's files and the local copy of the remote store. */
  dataDir: string;
  /**
   * Whether the site listens on the loopback interface only (HOST localhost, 127.0.0.1 or ::1): the one
   * condition under which development aids such as a readable mail outbox may be switched on.
   */
  loopbackOnly: boolean;
};

/** What a slice's CLI command gets: a migrated database, its settings, and where to print. */
export type CommandContext<TSettings = unknown> = {
  db: Sql;
  site: SiteConfig;
  runtime: Runtime;
  settings: TSettings;
  print(line: string): void;
};

/** One flag of a command: `--name <value>` (a string) or `--name` alone (a boolean). */
export type CommandFlag = {
  type: 'string' | 'boolean';
  /** What the value is, as the usage shows it: `<address>`, `N`. */
  value?: string;
  /** A one-letter alias: `-y`. */
  short?: string;
  /** The command is refused without it, before anything is opened. */
  required?: boolean;
  /** One line of `--help`. */
  description: string;
};

export type CommandFlags = Readonly<Record<string, CommandFlag>>;

/** The parsed flags: a string flag's value, `true` for a boolean flag given, absent for a flag not given. */
export type CommandFlagValues = Readonly<Record<string, string | boolean | undefined>>;

/**
 * `npm run cli -- <slice> <command> [flags]`: a slice's own administration command. The platform parses its
 * flags strictly (an unknown flag is refused with the list of known ones), answers `--help` from `flags` and
 * `summary` without opening anything, and runs `check`, then `run` on the migrated database.
 */
export type SliceCommand<TSettings = unknown> = {
  summary: string;
  flags: CommandFlags;
  /** Refuse bad flags (a malformed address) with the reason before the database is opened: throw an Error. */
  check?(flags: CommandFlagValues): void;
  run(ctx: CommandContext<TSettings>, flags: CommandFlagValues): Promise<void>;
};
