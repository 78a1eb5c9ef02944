// Test helper (not shipped code): what a command started, whether it is still running, and whether a port is free.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Linux's /proc/<pid>/stat: the state and the parent, after the command name (which may hold spaces). */
function stat(pid: number): { state: string; parent: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state ?? '', parent: Number(parent) };
  } catch {
    return null;
  }
}

/** The process and every process it started, however deep, whatever their group. */
export function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const parent = Number.isInteger(pid) ? stat(pid)?.parent : undefined;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) found.push(...(children.get(found[i] as number) ?? []));
  return found;
}

/** Running, not a zombie waiting for its parent to read its exit. */
export const isAlive = (pid: number): boolean => {
  const state = stat(pid)?.state;
  return state !== undefined && state !== 'Z' && state !== 'X';
};

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

export async function until(
  what: string,
  test: () => Promise<boolean>,
  ms: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
