import { remoteNames } from '@site/shared-contracts/platform';
import { slices } from './slices';

describe('the composed slices', () => {
  it('are exactly the teams of the contract, one slice per remote', () => {
    expect([...slices.map((slice) => slice.name)].sort()).toEqual([...remoteNames].sort());
  });

  it('each own a schema of their own', () => {
    expect(new Set(slices.map((slice) => slice.schema)).size).toBe(slices.length);
  });
});
