import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../store/remote-builds';
import { npmStartEnv, npmStartNodeFlags } from './cluster-process';

describe('npm start as the bench runs it', () => {
  it("gives the bench's served site exactly the environment and Node flags of package.json's start script", () => {
    const start = (JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as { scripts: { start: string } })
      .scripts.start;
    const flags = npmStartNodeFlags();
    const env = Object.entries(npmStartEnv()).map(([name, value]) => `${name}=${value} `);
    expect(flags.length).toBeGreaterThan(0);
    expect(`exec env ${env.join('')}tsx ${flags.join(' ')} shell/server/src/cli/start.ts`).toBe(start);
  });
});
