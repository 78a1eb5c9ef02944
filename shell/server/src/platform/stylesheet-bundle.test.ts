import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleStylesheets } from './stylesheet-bundle';

describe('the site stylesheet bundle', () => {
  it('keeps the sheets in order under a name that changes with their content', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'css-'));
    const site = path.join(dir, 'site.css');
    const team = path.join(dir, 'team.css');
    writeFileSync(site, '.site-a{color:red}');
    writeFileSync(team, '.team-a{color:blue}');
    const first = bundleStylesheets([site, team]);
    expect(first.href).toMatch(/^\/assets\/css\/site\.[0-9a-f]{12}\.css$/);
    const text = first.css.toString();
    expect(text.indexOf('.site-a')).toBeLessThan(text.indexOf('.team-a'));
    writeFileSync(team, '.team-a{color:green}');
    expect(bundleStylesheets([site, team]).href).not.toBe(first.href);
  });
});
