import { choiceFlag, intFlag, parseCommand, parseSubcommand, UsageError, type CommandSpec, type Program } from './args';

const PRODUCTS = { type: 'string', value: 'N', description: 'how many' } as const;

const SPEC: CommandSpec = {
  command: 'npm run thing --',
  summary: 'Does the thing.',
  positionals: ['<remote>', '[<version>]'],
  flags: {
    products: PRODUCTS,
    yes: { type: 'boolean', short: 'y', description: 'without asking' },
  },
};

const PROGRAM: Program = {
  command: 'npm run tool --',
  summary: 'Tools.',
  subcommands: {
    list: { summary: 'list them', flags: {} },
    'canary start': { summary: 'start one', positionals: ['<remote>'], flags: { percent: PRODUCTS } },
    'canary stop': { summary: 'stop one', positionals: ['<remote>'], flags: {} },
  },
};

/** What a call printed with console.log, and what it returned. */
function printed<T>(call: () => T): { value: T; out: string } {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const value = call();
    return { value, out: log.mock.calls.map((args) => args.join(' ')).join('\n') };
  } finally {
    log.mockRestore();
  }
}

const refusal = (call: () => unknown): string => {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('parseCommand (node util.parseArgs, strict)', () => {
  it('reads words, string flags in both spellings and boolean flags with their short name', () => {
    expect(parseCommand(['mf-shop', '--products', '10', '-y'], SPEC)).toEqual({
      positionals: ['mf-shop'],
      flags: { products: '10', yes: true },
    });
    expect(parseCommand(['mf-shop', '1.0.0', '--products=7'], SPEC)?.flags).toEqual({ products: '7' });
  });

  it('answers --help or -h anywhere with the usage on stdout and nothing to do', () => {
    for (const argv of [['--help'], ['mf-shop', '--bogus', '-h'], ['--products', '10', '--help']]) {
      const { value, out } = printed(() => parseCommand(argv, SPEC));
      expect(value).toBeNull();
      expect(out).toContain('usage: npm run thing -- <remote> [<version>] [--products N] [--yes]');
      expect(out).toMatch(/-y, --yes\s+without asking/);
      expect(out).toMatch(/-h, --help\s+print this help; nothing else is done/);
    }
  });

  it('refuses an unknown flag naming every known one', () => {
    for (const flag of ['--prodcuts', '-x', '--no-yes']) {
      expect(refusal(() => parseCommand(['mf-shop', flag], SPEC))).toBe(
        `unknown option ${flag}\nknown flags: --products N, --yes, --help (npm run thing -- --help says what each does)`,
      );
    }
  });

  it('refuses a flag without its value, a value for a switch, and missing or extra words', () => {
    expect(refusal(() => parseCommand(['mf-shop', '--products'], SPEC))).toMatch(
      /^--products needs a value: --products N\n/,
    );
    expect(refusal(() => parseCommand(['mf-shop', '--products', '--yes'], SPEC))).toMatch(/^--products needs a value/);
    expect(refusal(() => parseCommand(['mf-shop', '--yes=no'], SPEC))).toMatch(/^--yes takes no value\n/);
    expect(refusal(() => parseCommand([], SPEC))).toBe(
      'missing <remote>\nusage: npm run thing -- <remote> [<version>] [--products N] [--yes]',
    );
    expect(refusal(() => parseCommand(['a', 'b', 'c'], SPEC))).toMatch(/^unexpected "c"\n/);
  });

  it('refuses a command without a required flag', () => {
    const spec: CommandSpec = {
      ...SPEC,
      positionals: [],
      flags: { url: { type: 'string', required: true, description: 'where' } },
    };
    expect(refusal(() => parseCommand([], spec))).toBe(
      '--url <value> is required\nusage: npm run thing -- --url <value>',
    );
  });

  it('checks numbers and choices', () => {
    expect(intFlag({ products: '12' }, 'products', 5)).toBe(12);
    expect(intFlag({}, 'products', 5)).toBe(5);
    for (const bad of ['-1', '1e3', '2.5', 'ten', '2000001']) {
      expect(() => intFlag({ products: bad }, 'products', 5, 2_000_000)).toThrow('--products must be a whole number');
    }
    expect(choiceFlag({ only: 'scale' }, 'only', ['nginx', 'scale'])).toBe('scale');
    expect(() => choiceFlag({ only: 'all' }, 'only', ['nginx', 'scale'])).toThrow(
      '--only is one of nginx, scale, not "all"',
    );
  });
});

describe('parseSubcommand', () => {
  it('picks a subcommand by one or two words and parses the rest as its own', () => {
    expect(parseSubcommand(['list'], PROGRAM)).toEqual({ name: 'list', positionals: [], flags: {} });
    expect(parseSubcommand(['canary', 'start', 'mf-shop', '--percent', '5'], PROGRAM)).toEqual({
      name: 'canary start',
      positionals: ['mf-shop'],
      flags: { percent: '5' },
    });
  });

  it('lists the subcommands for --help, those of a group for its --help, and one for its own', () => {
    const all = printed(() => parseSubcommand(['--help'], PROGRAM));
    expect(all.value).toBeNull();
    expect(all.out).toContain('usage: npm run tool -- <command> [flags]\n\nTools.\n\n  list\n      list them');
    expect(all.out).toContain('  canary start <remote> [--percent N]\n      start one');
    const group = printed(() => parseSubcommand(['canary', '-h'], PROGRAM));
    expect(group.out).toContain('usage: npm run tool -- canary <command> [flags]');
    expect(group.out).not.toContain('list them');
    const one = printed(() => parseSubcommand(['canary', 'stop', '--help'], PROGRAM));
    expect(one.out).toContain('usage: npm run tool -- canary stop <remote>\n\nstop one');
  });

  it('refuses no command, an unknown one and a flag the subcommand does not know', () => {
    expect(refusal(() => parseSubcommand([], PROGRAM))).toMatch(/^a command is needed\n\nusage: npm run tool/);
    expect(refusal(() => parseSubcommand(['lsit'], PROGRAM))).toMatch(/^unknown command "lsit"\n/);
    expect(refusal(() => parseSubcommand(['canary'], PROGRAM))).toMatch(
      /^canary needs a command\n\nusage: npm run tool -- canary/,
    );
    expect(refusal(() => parseSubcommand(['canary', 'go'], PROGRAM))).toMatch(/^unknown command "canary go"/);
    expect(refusal(() => parseSubcommand(['list', '--all'], PROGRAM))).toBe(
      'unknown option --all\nknown flags: --help (npm run tool -- list --help says what each does)',
    );
  });
});
