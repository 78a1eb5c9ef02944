// The one command-line parser of every CLI here (seed, remotes, cli and its slice commands, bench, lock:stubs):
// node's util.parseArgs in strict mode, with the usage each command's spec describes.
import { parseArgs } from 'node:util';
import type { CommandFlags, CommandFlagValues } from '@site/shared-contracts/platform';
import { UsageError, helpOf, knownFlags, labelOf, programUsage, synopsis } from './usage';
import type { CommandSpec, Program } from './usage';

export type { CommandSpec, Program, SubcommandSpec } from './usage';
export { UsageError, helpOf, programUsage } from './usage';

export type ParsedCommand = { positionals: string[]; flags: CommandFlagValues };
export type ParsedSubcommand = ParsedCommand & { name: string };

/** `--help` or `-h` anywhere: the command prints its usage and does nothing else. */
export const wantsHelp = (argv: readonly string[]): boolean => argv.some((arg) => arg === '--help' || arg === '-h');

/** util.parseArgs's own messages tell how to quote a dash; say which flag and what it takes instead. */
function problemOf(error: unknown, flags: CommandFlags): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  const option = /'(?:-\w, )?(--?[\w-]+)/.exec(message)?.[1] ?? '';
  const entry = Object.entries(flags).find(([name, flag]) => option === `--${name}` || option === `-${flag.short}`);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || !entry) return `unknown option ${option || message.split('\n')[0]}`;
  const [name, flag] = entry;
  if (flag.type === 'boolean') return `--${name} takes no value`;
  return `--${name} needs a value: ${labelOf(name, flag)}`;
}

/**
 * Parse a command's words strictly. `--help` prints the usage to stdout and returns null: the caller then does
 * nothing at all. An unknown flag, a flag without its value, a missing required flag or word, or a word too
 * many throws a UsageError naming the problem and the known flags.
 */
export function parseCommand(argv: readonly string[], spec: CommandSpec): ParsedCommand | null {
  if (wantsHelp(argv)) {
    console.log(helpOf(spec));
    return null;
  }
  const options = Object.fromEntries(
    Object.entries(spec.flags).map(([name, flag]) => [
      name,
      { type: flag.type, ...(flag.short ? { short: flag.short } : {}) },
    ]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${problemOf(error, spec.flags)}\n${knownFlags(spec)}`);
  }
  const flags: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string' || typeof value === 'boolean') flags[name] = value;
  }
  const words = spec.positionals ?? [];
  const required = words.filter((word) => !word.startsWith('[')).length;
  const { positionals } = parsed;
  const usage = `usage: ${synopsis(spec.command, spec)}`;
  if (positionals.length < required) throw new UsageError(`missing ${words[positionals.length]}\n${usage}`);
  if (positionals.length > words.length) throw new UsageError(`unexpected "${positionals[words.length]}"\n${usage}`);
  const missing = Object.entries(spec.flags).find(([name, flag]) => flag.required && flags[name] === undefined);
  if (missing) throw new UsageError(`${labelOf(...missing)} is required\n${usage}`);
  return { positionals, flags };
}

/**
 * A program of subcommands (`remotes publish`, `remotes canary start`, `cli mf-auth create-admin`): pick the
 * subcommand by its first one or two words and parse the rest as its own. `--help` before a subcommand is
 * named prints the list (of a group, `canary --help`, its members); after one, that subcommand's usage.
 */
export function parseSubcommand(argv: readonly string[], program: Program): ParsedSubcommand | null {
  const [first = '', second = ''] = argv;
  const names = Object.keys(program.subcommands);
  const name = names.includes(`${first} ${second}`) ? `${first} ${second}` : names.includes(first) ? first : '';
  if (!name) {
    const group = names.some((each) => each.startsWith(`${first} `)) ? first : undefined;
    if (wantsHelp(argv)) {
      console.log(programUsage(program, group));
      return null;
    }
    const word = group ? second : first;
    let problem = `unknown command "${group ? `${group} ${word}` : word}"`;
    if (!word) problem = group ? `${group} needs a command` : 'a command is needed';
    else if (word.startsWith('-')) problem = `unknown option ${word} (before a command, only --help)`;
    throw new UsageError(`${problem}\n\n${programUsage(program, group)}`);
  }
  const spec = program.subcommands[name];
  if (!spec) throw new UsageError(`unknown command "${name}"`);
  const parsed = parseCommand(argv.slice(name.split(' ').length), { ...spec, command: `${program.command} ${name}` });
  return parsed && { name, ...parsed };
}

/** A string flag's value, or undefined when it was not given. */
export const stringFlag = (flags: CommandFlagValues, name: string): string | undefined => {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
};

export function intFlag(flags: CommandFlagValues, name: string, fallback: number, max = 1_000_000): number {
  const value = stringFlag(flags, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > max) throw new UsageError(`--${name} must be a whole number from 0 to ${max}`);
  return n;
}

/** A flag whose value is one of a few words (`--only nginx|scale`). */
export function choiceFlag<T extends string>(
  flags: CommandFlagValues,
  name: string,
  choices: readonly T[],
): T | undefined {
  const value = stringFlag(flags, name);
  if (value === undefined) return undefined;
  const choice = choices.find((each) => each === value);
  if (!choice) throw new UsageError(`--${name} is one of ${choices.join(', ')}, not "${value}"`);
  return choice;
}
