import { RELEASE_COMMANDS } from './cli-commands';
import { REMOTES } from './remotes-program';

describe('npm run remotes', () => {
  it('runs every command its usage lists (push over HTTP, the rest on the release service)', () => {
    const listed = Object.keys(REMOTES.subcommands).filter((name) => name !== 'push');
    expect(listed.sort()).toEqual(Object.keys(RELEASE_COMMANDS).sort());
  });
});
