import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';

describe('embedded database lock', () => {
  it('refuses a second process while the first holds the data dir, and frees it on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // Another live process (our parent) holds the lock.
    writeFileSync(path.join(dir, 'site.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone, and removes it on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'site.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'site.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'site.lock'))).toBe(false);
  });
});
