import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../store/remote-builds';
import { npmStartNodeFlags } from './cluster-process';

describe('npmStartNodeFlags', () => {
  it("gives the bench's served site exactly the Node flags of package.json's start script", () => {
    const start = (JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as { scripts: { start: string } })
      .scripts.start;
    const flags = npmStartNodeFlags();
    expect(flags.length).toBeGreaterThan(0);
    expect(`tsx ${flags.join(' ')} shell/server/src/cli/start.ts`).toBe(start);
  });
});
