import type { EventBus, IslandProps } from '@site/shared-contracts/platform';
import { createLayerStack } from '@site/platform-kit/layers';
import type { LoopGridProps, LoopRefreshBody } from '@site/shared-contracts/content';
import { bootstrap, mount, unmount } from './loop-filter';

const BLOG: LoopGridProps = {
  widgetId: 'blog',
  postId: 2,
  pagination: 'paged',
  filters: [
    { filterId: 'blog-category', taxonomy: 'category', multiple: true, logicalCombination: 'OR' },
    { filterId: 'blog-tag', taxonomy: 'tag', multiple: true, logicalCombination: 'AND' },
  ],
};
const PICKS: LoopGridProps = {
  widgetId: 'picks',
  postId: 2,
  pagination: 'e-page',
  filters: [{ filterId: 'picks-tag', taxonomy: 'tag', multiple: false, logicalCombination: '' }],
};

/** A widget body as the server renders it, for the chosen terms: links, one card per term, the status. */
function body(widgetId: string, chosen: Record<string, string[]>): string {
  const link = (taxonomy: string, value: string) =>
    `<li><a class="content-filter__term" href="/blog?x=${value}" data-taxonomy="${taxonomy}" data-filter="${value}"${
      (chosen[taxonomy] ?? []).includes(value) ? ' aria-current="true"' : ''
    }>${value}</a></li>`;
  const links = ['category', 'tag'].flatMap((tax) => ['__all', 'news', 'deals', 'audio'].map((v) => link(tax, v)));
  const terms = Object.values(chosen).flat();
  return `<div class="content-loop__body" data-status="${terms.length} chosen"><nav class="content-filter"><ul>${links.join('')}</ul></nav>
<div class="content-grid">${terms.map((t) => `<article class="content-card">${widgetId}:${t}</article>`).join('')}</div></div>`;
}

function widget(props: LoopGridProps): HTMLElement {
  const element = document.createElement('section');
  element.className = 'content-loop';
  element.innerHTML = `<h2>${props.widgetId}</h2><p class="content-loop__status" role="status">0 chosen</p>${body(props.widgetId, {})}`;
  document.body.append(element);
  return element;
}

function islandProps(props: unknown, domElement: HTMLElement): IslandProps {
  return {
    bus: {} as EventBus,
    site: { restBase: '/api/' } as IslandProps['site'],
    visitor: { loggedIn: false },
    csrfToken: '',
    layers: createLayerStack(window),
    props,
    domElement,
    fail: jest.fn(),
  };
}

type Reply = { status: number; json?: unknown } | 'network';
/** A fake refresh route: answers the markup for the body's filters, or what the test queued. */
function fakeServer() {
  const bodies: LoopRefreshBody[] = [];
  const queued: Reply[] = [];
  const pending: (() => void)[] = [];
  let hold = false;
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    const sent = JSON.parse(String(init.body)) as LoopRefreshBody;
    bodies.push(sent);
    if (hold) await new Promise<void>((resolve) => pending.push(resolve));
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const reply = queued.shift();
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const chosen = Object.fromEntries(Object.entries(sent.widget_filters.taxonomy ?? {}).map(([t, f]) => [t, f.terms]));
    const json = reply?.json ?? { data: body(sent.widget_id, chosen) };
    return { ok: (reply?.status ?? 200) < 400, status: reply?.status ?? 200, json: async () => json } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    bodies,
    queue: (reply: Reply) => queued.push(reply),
    hold: () => (hold = true),
    release: () => {
      hold = false;
      pending.splice(0).forEach((resolve) => resolve());
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const cards = (element: HTMLElement) => Array.from(element.querySelectorAll('.content-card'), (c) => c.textContent);
const term = (element: HTMLElement, taxonomy: string, value: string) =>
  element.querySelector<HTMLAnchorElement>(
    `a[data-taxonomy="${taxonomy}"][data-filter="${value}"]`,
  ) as HTMLAnchorElement;

describe('the loop filter island (spec 2.6, 4.9, 7.4)', () => {
  let mounted: IslandProps[] = [];
  const start = async (props: LoopGridProps) => {
    const island = islandProps(props, widget(props));
    await bootstrap(island);
    await mount(island);
    mounted.push(island);
    return island.domElement;
  };

  beforeEach(() => {
    window.history.replaceState(null, '', '/blog?paged=3&utm=x');
  });
  afterEach(async () => {
    for (const island of mounted) await unmount(island);
    mounted = [];
    document.body.replaceChildren();
  });

  it('refuses props it cannot read, so the shell keeps the no-JavaScript markup', async () => {
    const island = islandProps({ ...BLOG, widgetId: 'bad-id' }, widget(BLOG));
    await mount(island);
    expect(island.fail).toHaveBeenCalledWith(new TypeError('mf-content/loop-filter: invalid props'));
  });

  it('pushes the new address, posts the exact body, shows the overlay and swaps in the answer', async () => {
    const server = fakeServer();
    const element = await start(BLOG);
    const before = window.history.length;
    term(element, 'category', 'news').click();
    // Page 3 and its paged are dropped, other parameters kept, one history entry added.
    expect(window.location.pathname + window.location.search).toBe('/blog?utm=x&e-filter-blog-category=news');
    expect(window.history.length).toBe(before + 1);
    expect(element.classList.contains('content-loop--loading')).toBe(true);
    expect(element.querySelector('.content-loop__body')?.getAttribute('aria-busy')).toBe('true');
    expect(server.fetchMock).toHaveBeenCalledWith(
      '/api/builder/v1/refresh-loop',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(server.bodies[0]).toEqual({
      post_id: 2,
      widget_filters: { taxonomy: { category: { terms: ['news'], logicalJoin: 'OR' } } },
      widget_id: 'blog',
      pagination_base_url: 'http://localhost/blog?utm=x&e-filter-blog-category=news',
    });
    await settle();
    expect(element.classList.contains('content-loop--loading')).toBe(false);
    expect(cards(element)).toEqual(['blog:news']);
    expect(element.querySelector('.content-loop__status')?.textContent).toBe('1 chosen');
    expect(term(element, 'category', 'news').getAttribute('aria-current')).toBe('true');
  });

  it('joins OR terms with ~ and AND terms with +, and "All" clears one filter', async () => {
    fakeServer();
    const element = await start(BLOG);
    const clicks = [
      ['category', 'news'],
      ['category', 'deals'],
      ['tag', 'audio'],
      ['tag', 'news'],
    ] as const;
    for (const [taxonomy, value] of clicks) {
      term(element, taxonomy, value).click();
      await settle();
    }
    expect(window.location.search).toBe('?utm=x&e-filter-blog-category=news~deals&e-filter-blog-tag=audio+news');
    term(element, 'category', '__all').click();
    await settle();
    expect(window.location.search).toBe('?utm=x&e-filter-blog-tag=audio+news');
    // 'All' again changes nothing: no entry, no request.
    const entries = window.history.length;
    term(element, 'category', '__all').click();
    expect(window.history.length).toBe(entries);
  });

  it('gives focus back to the same filter link in the new markup', async () => {
    fakeServer();
    const element = await start(BLOG);
    term(element, 'tag', 'audio').focus();
    term(element, 'tag', 'audio').click();
    await settle();
    expect(document.activeElement).toBe(term(element, 'tag', 'audio'));
  });

  it('leaves the content, removes the overlay and puts the address back when the refresh fails', async () => {
    const server = fakeServer();
    const element = await start(BLOG);
    for (const failure of [{ status: 500 }, 'network', { status: 200, json: { html: 'x' } }] as Reply[]) {
      server.queue(failure);
      const markup = element.innerHTML;
      term(element, 'category', 'deals').click();
      await settle();
      expect(element.innerHTML).toBe(markup);
      expect(element.classList.contains('content-loop--loading')).toBe(false);
      expect(window.location.search).toBe('?paged=3&utm=x');
    }
    // The store went back too: the next click starts from what is shown.
    term(element, 'category', 'news').click();
    expect(server.bodies.at(-1)?.widget_filters).toEqual({
      taxonomy: { category: { terms: ['news'], logicalJoin: 'OR' } },
    });
  });

  it('keeps only the last of rapid changes: the grid ends as the address says', async () => {
    const server = fakeServer();
    const element = await start(BLOG);
    server.hold();
    term(element, 'category', 'news').click();
    term(element, 'category', 'deals').click();
    server.release();
    await settle();
    await settle();
    expect(window.location.search).toBe('?utm=x&e-filter-blog-category=news~deals');
    expect(cards(element)).toEqual(['blog:news', 'blog:deals']);
    expect(element.classList.contains('content-loop--loading')).toBe(false);
  });

  it('restores the filters and content of the address on Back and Forward', async () => {
    fakeServer();
    const element = await start(BLOG);
    term(element, 'category', 'news').click();
    await settle();
    term(element, 'tag', 'audio').click();
    await settle();
    expect(cards(element)).toEqual(['blog:news', 'blog:audio']);
    window.history.replaceState(null, '', '/blog?utm=x&e-filter-blog-category=news');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(cards(element)).toEqual(['blog:news']);
    window.history.replaceState(null, '', '/blog?paged=3&utm=x');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(cards(element)).toEqual([]);
    // The store follows: the next click adds to the restored (empty) state.
    term(element, 'tag', 'deals').click();
    expect(window.location.search).toBe('?utm=x&e-filter-blog-tag=deals');
  });

  it('filters two widgets on a page independently, each keeping the other’s filters in the address', async () => {
    const server = fakeServer();
    const blog = await start(BLOG);
    const picks = await start(PICKS);
    term(picks, 'tag', 'audio').click();
    await settle();
    // Single selection: the picks filter replaces its term; the picks page parameter goes, paged stays.
    expect(window.location.search).toBe('?paged=3&utm=x&e-filter-picks-tag=audio');
    term(picks, 'tag', 'news').click();
    await settle();
    expect(server.bodies.at(-1)?.widget_filters).toEqual({ taxonomy: { tag: { terms: ['news'] } } });
    term(blog, 'category', 'deals').click();
    await settle();
    expect(window.location.search).toBe('?utm=x&e-filter-blog-category=deals&e-filter-picks-tag=news');
    expect(cards(blog)).toEqual(['blog:deals']);
    expect(cards(picks)).toEqual(['picks:news']);
    // Back: only the widget whose part of the address changed is asked again.
    const asked = server.bodies.length;
    window.history.replaceState(null, '', '/blog?paged=3&utm=x&e-filter-picks-tag=news');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(server.bodies.slice(asked).map((b) => b.widget_id)).toEqual(['blog']);
  });

  it('leaves clicks meant for a new tab to the browser', async () => {
    const server = fakeServer();
    const element = await start(BLOG);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    term(element, 'category', 'news').dispatchEvent(click);
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?paged=3&utm=x');
  });
});
