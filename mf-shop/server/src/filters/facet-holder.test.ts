import { buildFacetIndex, type FacetIndex } from './facet-index';
import { FacetHolder } from './facet-holder';

const indexFor = (token: string): FacetIndex =>
  buildFacetIndex({
    token,
    products: '1,0,1.00,1.00,4.00,0',
    categories: null,
    orders: { menu_order: '1', popularity: '1', rating: '1', date: '1', price: '1', 'price-desc': '1' },
  });

/** A load the test finishes by hand: `builds` counts how many were started. */
function manualLoads() {
  const pending: { token: string; resolve: (index: FacetIndex) => void; reject: (error: Error) => void }[] = [];
  let token = 'a';
  return {
    builds: () => pending.length,
    setToken: (next: string) => {
      token = next;
    },
    load: () =>
      new Promise<FacetIndex>((resolve, reject) => {
        pending.push({ token, resolve, reject });
      }),
    finish: (n: number) => pending[n]?.resolve(indexFor(pending[n]?.token ?? '')),
    fail: (n: number) => pending[n]?.reject(new Error('database away')),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the facet index holder', () => {
  it('waits for a first index only as long as it is told, then answers without one', async () => {
    const loads = manualLoads();
    const holder = new FacetHolder({ load: loads.load });
    expect(await holder.lookup('a', 20)).toBeNull();
    expect(loads.builds()).toBe(1);
    // The build is still the one running: a second request joins it instead of starting another.
    const waiting = holder.lookup('a', 5_000);
    loads.finish(0);
    expect(await waiting).toEqual({ index: expect.objectContaining({ token: 'a' }), stale: false });
    expect(loads.builds()).toBe(1);
  });

  it('answers with the last index, marked stale, while the next is built after a write', async () => {
    const loads = manualLoads();
    const holder = new FacetHolder({ load: loads.load });
    void holder.warm();
    loads.finish(0);
    await settle();
    loads.setToken('b');
    const during = await holder.lookup('b', 5_000, 0);
    expect(during?.stale).toBe(true);
    expect(during?.index.token).toBe('a');
    expect(loads.builds()).toBe(2);
    expect((await holder.lookup('b', 5_000, 0))?.stale).toBe(true);
    expect(loads.builds()).toBe(2);
    loads.finish(1);
    await settle();
    expect(await holder.lookup('b', 0)).toEqual({ index: expect.objectContaining({ token: 'b' }), stale: false });
  });

  it('after a failed build, serves what it has and tries again only after a back-off', async () => {
    const loads = manualLoads();
    let now = 0;
    const errors: unknown[] = [];
    const holder = new FacetHolder({ load: loads.load, now: () => now, onError: (error) => errors.push(error) });
    const first = holder.lookup('a', 5_000);
    loads.fail(0);
    expect(await first).toBeNull();
    expect(errors).toHaveLength(1);
    expect(await holder.lookup('a', 5_000)).toBeNull();
    expect(loads.builds()).toBe(1);
    now += 2_001;
    const retried = holder.lookup('a', 5_000);
    loads.finish(1);
    expect((await retried)?.stale).toBe(false);
    expect(loads.builds()).toBe(2);
  });

  it('never installs a build that began before the catalogue was replaced', async () => {
    const loads = manualLoads();
    const holder = new FacetHolder({ load: loads.load });
    void holder.warm();
    holder.drop();
    loads.finish(0);
    await settle();
    expect(await holder.lookup('a', 0)).toBeNull();
  });
});
