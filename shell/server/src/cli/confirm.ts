import { createInterface } from 'node:readline';

/** Whether stdin is a terminal someone can answer a question on (not a pipe, a file or CI's /dev/null). */
export const interactive = (): boolean => Boolean(process.stdin.isTTY);

/** Ask a yes/no question on the terminal. Only `y` or `yes` is a yes; Enter, Ctrl-C and Ctrl-D are a no. */
export function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((resolve) => {
    rl.once('SIGINT', () => {
      process.stdout.write('\n');
      rl.close();
    });
    rl.once('close', () => resolve(false));
    rl.question(`${question} [y/N] `, (answer) => {
      resolve(/^y(es)?$/i.test(answer.trim()));
      rl.close();
    });
  });
}
