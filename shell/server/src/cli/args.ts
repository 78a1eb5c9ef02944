/** `--name value` and `--flag` pairs after the positional words. */
export function parseArgs(argv: readonly string[]): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        flags.set(arg.slice(2), next);
        i++;
      } else flags.set(arg.slice(2), true);
    } else positional.push(arg);
  }
  return { positional, flags };
}

export function intFlag(flags: Map<string, string | true>, name: string, fallback: number, max = 1_000_000): number {
  const value = flags.get(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`--${name} must be a whole number from 0 to ${max}`);
  return n;
}

/**
 * A command's flags, strictly: `--help` (or `-h`) prints the usage and returns null, and the caller then does
 * nothing at all; a flag it does not know, a flag without its value, or a stray word is refused with the usage.
 */
export function commandFlags(
  argv: readonly string[],
  usage: string,
  known: readonly string[],
): Map<string, string | true> | null {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return null;
  }
  const { positional, flags } = parseArgs(argv);
  if (positional.length > 0) throw new Error(`unexpected "${positional[0]}"\n${usage}`);
  for (const [name, value] of flags) {
    if (!known.includes(name)) throw new Error(`unknown option --${name}\n${usage}`);
    if (value === true) throw new Error(`--${name} needs a value\n${usage}`);
  }
  return flags;
}
