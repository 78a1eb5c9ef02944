/** @jest-environment jsdom */
import type { EventBus, IslandProps, LayerStack } from '@site/shared-contracts/platform';
import { defineDomIsland } from './define-dom-island';
import type { ParcelProps } from './define-island';

type Props = { label: string };

function parcelProps(domElement: HTMLElement, props: Props = { label: 'a' }) {
  const fail = jest.fn();
  const parcel: ParcelProps<Props> = {
    name: 'test-island',
    bus: {} as EventBus,
    site: {} as IslandProps['site'],
    visitor: { loggedIn: false },
    csrfToken: 't',
    layers: {} as LayerStack,
    props,
    domElement,
    fail,
  };
  return { parcel, fail };
}

const element = () => document.body.appendChild(document.createElement('div'));

describe('defineDomIsland', () => {
  afterEach(() => document.body.replaceChildren());

  it('mount calls attach once with the props; unmount calls what it returned', async () => {
    const detach = jest.fn();
    const attach = jest.fn(() => detach);
    const island = defineDomIsland<Props>(attach);
    const { parcel } = parcelProps(element());
    await island.bootstrap(parcel);
    await island.mount(parcel);
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledWith(parcel);
    expect(detach).not.toHaveBeenCalled();
    await island.unmount(parcel);
    expect(detach).toHaveBeenCalledTimes(1);
    // A second unmount has nothing left to undo.
    await island.unmount(parcel);
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it('waits for an attach that returns a promise of its detach', async () => {
    const detach = jest.fn();
    let resolve: (value: () => void) => void = () => undefined;
    const island = defineDomIsland<Props>(() => new Promise((r) => (resolve = r)));
    const { parcel } = parcelProps(element());
    let mounted = false;
    const mounting = island.mount(parcel).then(() => (mounted = true));
    await Promise.resolve();
    expect(mounted).toBe(false);
    resolve(detach);
    await mounting;
    await island.unmount(parcel);
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'throws',
      () =>
        defineDomIsland<Props>(() => {
          throw new TypeError('invalid props');
        }),
    ],
    [
      'rejects',
      () =>
        defineDomIsland<Props>(async () => {
          throw new TypeError('invalid props');
        }),
    ],
  ])('hands the error to fail, once, when attach %s; the mount resolves', async (_, make) => {
    const island = make();
    const { parcel, fail } = parcelProps(element());
    await expect(island.mount(parcel)).resolves.toBeUndefined();
    expect(fail).toHaveBeenCalledTimes(1);
    expect(fail).toHaveBeenCalledWith(new TypeError('invalid props'));
    await expect(island.unmount(parcel)).resolves.toBeUndefined();
  });

  it('keeps one instance per element when the same island mounts twice on a page', async () => {
    const detaches = new Map<string, jest.Mock>();
    const island = defineDomIsland<Props>(({ props }) => {
      const detach = jest.fn();
      detaches.set(props.label, detach);
      return detach;
    });
    const first = parcelProps(element(), { label: 'first' }).parcel;
    const second = parcelProps(element(), { label: 'second' }).parcel;
    await island.mount(first);
    await island.mount(second);
    await island.unmount(first);
    expect(detaches.get('first')).toHaveBeenCalledTimes(1);
    expect(detaches.get('second')).not.toHaveBeenCalled();
    await island.unmount(second);
    expect(detaches.get('second')).toHaveBeenCalledTimes(1);
  });
});
