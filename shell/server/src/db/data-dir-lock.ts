import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is an in-process database: two processes opening one data dir can corrupt it. The first
 * process takes an exclusive lock file; another is refused with a readable reason. A lock left by a
 * process that no longer exists is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'site.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `the embedded database in ${dir} is in use by process ${owner} (a running server?). ` +
            'Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.',
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
