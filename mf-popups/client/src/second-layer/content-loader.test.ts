import { applyContent, loadAssets, onPageOrigin } from './content-loader';

beforeEach(() => {
  document.head.innerHTML = '';
});

it('only the page’s own origin counts', () => {
  expect(onPageOrigin('/a.js', window)).toBe(true);
  expect(onPageOrigin(`${window.location.origin}/a.js`, window)).toBe(true);
  for (const src of ['https://cdn.example/a.js', '//cdn.example/a.js', '/\\cdn.example/a.js', 'data:,x', 'a.js']) {
    expect(onPageOrigin(src, window)).toBe(false);
  }
});

it('inserts same-origin assets once per handle, refuses and logs the rest, then injects, then the after-scripts', async () => {
  const log = jest.fn();
  const order: string[] = [];
  const observer = new MutationObserver((records) =>
    records.forEach((r) =>
      r.addedNodes.forEach((node) => {
        const el = node as HTMLElement;
        order.push(el.id);
        // jsdom fetches nothing: answer each request as the browser would.
        queueMicrotask(() => el.dispatchEvent(new Event('load')));
      }),
    ),
  );
  observer.observe(document.head, { childList: true });
  const done = applyContent(
    window,
    {
      content: '<p>x</p>',
      contentElements: ['paragraph'],
      scripts: [
        { handle: 'mine', src: '/mine.js' },
        { handle: 'theirs', src: 'https://tracker.example/t.js' },
      ],
      styles: { look: '/look.css', 'far-look': '//cdn.example/x.css' },
      afterScripts: [{ handle: 'after', src: '/after.js' }],
    },
    () => order.push('inject'),
    log,
  );
  await done;
  observer.disconnect();
  expect(order).toEqual(['look-css', 'mine-js', 'inject', 'after-js']);
  expect(log).toHaveBeenCalledWith('[mf-popups] refused a script from another origin: https://tracker.example/t.js');
  expect(log).toHaveBeenCalledWith('[mf-popups] refused a style from another origin: //cdn.example/x.css');
  await loadAssets(window, 'script', [{ handle: 'mine', src: '/mine.js' }], log);
  expect(document.head.querySelectorAll('#mine-js')).toHaveLength(1);
});
