import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemOpener } from './open-link';

describe("dev:remote's browser opener", () => {
  it('uses xdg-open on Linux and open on macOS only when PATH has it, and start on Windows', () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'opener-'));
    for (const name of ['xdg-open', 'open']) {
      writeFileSync(path.join(bin, name), '#!/bin/sh\n');
      chmodSync(path.join(bin, name), 0o755);
    }
    const url = 'http://127.0.0.1:3000/qa/override?token=x';
    expect(systemOpener('linux', { PATH: bin })?.args(url)).toEqual([url]);
    expect(systemOpener('linux', { PATH: bin })?.command).toBe('xdg-open');
    expect(systemOpener('darwin', { PATH: bin })?.command).toBe('open');
    expect(systemOpener('linux', { PATH: path.join(bin, 'none') })).toBeNull();
    expect(systemOpener('win32', {})?.args(url)).toEqual(['/c', 'start', '', url]);
  });
});
