import type { IslandProps } from '@site/shared-contracts/platform';
import { mount, unmount } from './archive-island';

function island(props: unknown): IslandProps {
  const domElement = document.createElement('div');
  domElement.innerHTML = '<form role="search"><input type="search" name="s" value="lamp"></form>';
  document.body.append(domElement);
  return { props, domElement, site: { restBase: '/api/' }, fail: jest.fn() } as unknown as IslandProps;
}

describe('archive mode island props', () => {
  afterEach(() => document.body.replaceChildren());

  it('mounts with the props the server renders, defaults filled in', async () => {
    const target = island({ results_mode: 'archive' });
    await expect(mount(target)).resolves.toBeUndefined();
    await unmount(target);
  });

  it('refuses props the contract refuses, so the server form stays as it is', async () => {
    for (const props of [
      { results_mode: 'archive', keyboard_delay: -1 },
      { results_mode: 'archive', default_sort: { orderby: 'price', order: 'down' } },
      { results_mode: 'widget' },
    ]) {
      const target = island(props);
      await mount(target);
      expect(target.fail).toHaveBeenCalledWith(
        new Error('mf-search: archive mode props do not match searchArchivePropsSchema'),
      );
    }
  });
});
