import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../store/remote-builds';
import { parseDevRemoteArgs } from './dev-remote-args';

const run = promisify(execFile);

describe('dev:remote arguments', () => {
  const env = {};
  it('takes a remote and defaults the site, a port of its own and opening the browser', () => {
    expect(parseDevRemoteArgs(['mf-shop'], env)).toEqual({
      remote: 'mf-shop',
      site: 'http://localhost:3000',
      port: 3104,
      open: true,
      projectDir: path.join(REPO_ROOT, 'mf-shop'),
    });
    expect(parseDevRemoteArgs(['mf-search'], { SITE_URL: 'https://deals.example/' })).toMatchObject({
      site: 'https://deals.example',
      port: 3101,
    });
    expect(parseDevRemoteArgs(['mf-auth'], { PORT: '3600' })?.site).toBe('http://localhost:3600');
    expect(
      parseDevRemoteArgs(['mf-shop', '--site', 'http://127.0.0.1:3600/shop', '--port', '3650', '--no-open'], env),
    ).toMatchObject({ site: 'http://127.0.0.1:3600', port: 3650, open: false });
  });

  it('answers --help with nothing to do, whatever else is on the line', () => {
    expect(parseDevRemoteArgs(['--help'], env)).toBeNull();
    expect(parseDevRemoteArgs(['mf-shop', '-h', '--bogus'], env)).toBeNull();
  });

  it('refuses unknown flags, missing values, stray words and bad values, with the usage', () => {
    const refusals: [string[], RegExp][] = [
      [['mf-shop', '--bogus'], /unknown option --bogus[\s\S]*known flags: --site <url>/],
      [['mf-shop', '--site'], /--site needs a value: --site <url>/],
      [['mf-shop', 'mf-auth'], /unexpected "mf-auth"[\s\S]*usage:/],
      [[], /missing <remote>/],
      [['mf-nothing'], /unknown remote 'mf-nothing'; one of mf-search, mf-auth/],
      [['mf-shop', '--port', '70000'], /--port must be a whole number 1-65535/],
      [['mf-shop', '--site', 'ftp://x'], /is not http\(s\)/],
      [['mf-shop', '--site', 'nowhere'], /is not a URL/],
      [['mf-shop', '--project-dir', '/'], /has no client\/src\/islands/],
    ];
    for (const [argv, message] of refusals) expect(() => parseDevRemoteArgs(argv, env)).toThrow(message);
  });

  it('as a command: --help prints the usage and exits 0, an unknown flag exits 2 with the known ones', async () => {
    const cli = ['--import', 'tsx', 'shell/server/src/cli/dev-remote.ts'];
    const help = await run(process.execPath, [...cli, '--help'], { cwd: REPO_ROOT, timeout: 30_000 });
    expect(help.stdout).toMatch(/^usage: npm run dev:remote -- <remote> \[--site <url>\] \[--port <n>\] \[--no-open\]/);
    const refused = await run(process.execPath, [...cli, 'mf-shop', '--bogus'], {
      cwd: REPO_ROOT,
      timeout: 30_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toMatch(/^error: unknown option --bogus/);
    expect(refused?.stderr).toContain('--project-dir <dir>');
  }, 60_000);
});
