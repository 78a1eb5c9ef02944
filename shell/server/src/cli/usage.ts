import type { CommandFlag, CommandFlags } from '@site/shared-contracts/platform';

/** A command line the command cannot run: runCommand prints its message without a stack and exits 2. */
export class UsageError extends Error {}

/** What one command accepts: the parser reads it, and `--help` prints it. */
export type CommandSpec = {
  /** How it is called, up to its own words: `npm run seed --`, `npm run remotes -- publish`. */
  command: string;
  summary: string;
  /** The words after the command: `<remote>` is required, `[<remote>]` may be left out. */
  positionals?: readonly string[];
  flags: CommandFlags;
  /** Printed after the flags: defaults, limits, where to read more. */
  details?: string;
};

/** One subcommand of a program; its command is the program's followed by its name. */
export type SubcommandSpec = Omit<CommandSpec, 'command'>;

/** A command of subcommands, named by one word (`publish`) or two (`canary start`, `mf-auth create-admin`). */
export type Program = {
  command: string;
  /** What names a subcommand, in the usage: `<command>` unless said (`<slice> <command>`). */
  words?: string;
  summary: string;
  subcommands: Readonly<Record<string, SubcommandSpec>>;
};

const HELP: CommandFlag = { type: 'boolean', short: 'h', description: 'print this help; nothing else is done' };

/** `--products N`, `--yes` */
export function labelOf(name: string, flag: CommandFlag): string {
  return `--${name}${flag.type === 'string' ? ` ${flag.value ?? '<value>'}` : ''}`;
}

export function synopsis(command: string, spec: SubcommandSpec): string {
  const flags = Object.entries(spec.flags).map(([name, flag]) =>
    flag.required ? labelOf(name, flag) : `[${labelOf(name, flag)}]`,
  );
  return [command, ...(spec.positionals ?? []), ...flags].join(' ');
}

/** The line that follows a refused command line: every flag the command knows. */
export function knownFlags(spec: CommandSpec): string {
  const names = Object.entries(spec.flags).map(([name, flag]) => labelOf(name, flag));
  return `known flags: ${[...names, '--help'].join(', ')} (${spec.command} --help says what each does)`;
}

/** What `--help` prints: the synopsis, what the command does, each flag, and the details. */
export function helpOf(spec: CommandSpec): string {
  const flags = Object.entries({ ...spec.flags, help: HELP });
  const labels = flags.map(([name, flag]) => `${flag.short ? `-${flag.short}, ` : '    '}${labelOf(name, flag)}`);
  const width = Math.max(...labels.map((label) => label.length));
  const rows = flags.map(([, flag], i) => `  ${(labels[i] ?? '').padEnd(width)}  ${flag.description}`);
  return [
    `usage: ${synopsis(spec.command, spec)}`,
    '',
    spec.summary,
    '',
    ...rows,
    ...(spec.details ? ['', spec.details] : []),
  ].join('\n');
}

/** The list of a program's subcommands, or of one group of them (`canary`), each with its synopsis. */
export function programUsage(program: Program, group?: string): string {
  const entries = Object.entries(program.subcommands).filter(([name]) => !group || name.startsWith(`${group} `));
  const command = group ? `${program.command} ${group}` : program.command;
  const words = group ? '<command>' : (program.words ?? '<command>');
  const rows = entries.map(([name, spec]) => `  ${synopsis(name, spec)}\n      ${spec.summary}`);
  return [
    `usage: ${command} ${words} [flags]`,
    ...(group ? [] : ['', program.summary]),
    '',
    ...rows,
    '',
    `${command} ${words} --help: what one command does and its flags`,
  ].join('\n');
}
