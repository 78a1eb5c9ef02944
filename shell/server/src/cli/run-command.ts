import { UsageError } from './usage';

/**
 * Run a command and exit with a readable message instead of a stack for expected failures: code 2 for a
 * command line it cannot run (the message says what it accepts), 1 for anything else. DEBUG=1 adds the stack.
 */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  });
}
