import type { IslandLifecycles, IslandProps } from '@site/shared-contracts/platform';
import { createLayerStack } from '@site/platform-kit/layers';
import { createEventBus } from './event-bus';
import { createIslandMounter } from './island-mounter';
import { readPlaceholder, type IslandPlaceholder } from './island-registry';

const site = {
  siteName: 'S',
  siteUrl: 'http://x',
  restBase: '/api/',
  ajaxUrl: '/api/ajax',
  customLoginUrl: null,
  currency: { symbol: '€', position: 'right_space' as const, decimalSeparator: ',', thousandSeparator: '.' },
  dateFormat: 'j F Y',
  locale: 'en',
  timeZone: 'UTC',
};

function placeholder(): IslandPlaceholder {
  document.body.innerHTML = `<div data-island="mf-content/countdown" data-mount="eager" data-props='{"day":1}'><p>Ends on 1 May</p></div>`;
  const island = readPlaceholder(document.querySelector<HTMLElement>('[data-island]') as HTMLElement);
  if (typeof island === 'string') throw new Error(island);
  return island;
}

// One stack for the page, as the shell keeps it.
const layers = createLayerStack(window);

function mounterWith(load: () => Promise<IslandLifecycles>) {
  const log = jest.fn();
  const report = jest.fn();
  const bus = createEventBus(jest.fn());
  const failures: unknown[] = [];
  bus.on('shell:island-failed', (p) => failures.push(p));
  const mounter = createIslandMounter({
    bus,
    site,
    visitor: { loggedIn: false },
    csrfToken: 't',
    layers,
    load,
    log,
    report,
  });
  return { mounter, log, failures, report };
}

describe('island mounter', () => {
  it('mounts a parcel into the placeholder with the shell props', async () => {
    const island = placeholder();
    let received: IslandProps | undefined;
    const { mounter } = mounterWith(async () => ({
      bootstrap: async () => undefined,
      mount: async (props) => {
        received = props;
        props.domElement.innerHTML = '<span>live</span>';
      },
      unmount: async () => undefined,
    }));
    await expect(mounter.mount(island)).resolves.toBe(true);
    expect(island.element.dataset.islandState).toBe('mounted');
    expect(island.element.textContent).toBe('live');
    expect(received?.props).toEqual({ day: 1 });
    expect(received?.csrfToken).toBe('t');
    expect(received?.layers).toBe(layers);
  });

  it('keeps the no-JS markup and reports when the remote fails to load', async () => {
    const island = placeholder();
    const { mounter, log, failures } = mounterWith(() => Promise.reject(new Error('404')));
    await expect(mounter.mount(island)).resolves.toBe(false);
    expect(island.element.innerHTML).toBe('<p>Ends on 1 May</p>');
    expect(island.element.dataset.islandState).toBe('failed');
    expect(log).toHaveBeenCalledWith('[shell] island mf-content/countdown failed (load)', expect.any(Error));
    expect(failures).toEqual([{ remote: 'mf-content', module: 'countdown', kind: 'load' }]);
  });

  it('hands every failure, with its error, to telemetry', async () => {
    const island = placeholder();
    const error = Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' });
    const { mounter, report } = mounterWith(() => Promise.reject(error));
    await mounter.mount(island);
    expect(report).toHaveBeenCalledWith({ remote: 'mf-content', module: 'countdown', kind: 'load', error });
  });

  it('restores the no-JS markup when the island crashes after mounting', async () => {
    const island = placeholder();
    let fail: ((e: unknown) => void) | undefined;
    const { mounter } = mounterWith(async () => ({
      bootstrap: async () => undefined,
      mount: async (props) => {
        fail = props.fail;
        props.domElement.innerHTML = '<span>live</span>';
      },
      unmount: async (props) => {
        props.domElement.innerHTML = '';
      },
    }));
    await mounter.mount(island);
    fail?.(new Error('render crash'));
    expect(island.element.innerHTML).toBe('<p>Ends on 1 May</p>');
    expect(island.element.dataset.islandState).toBe('failed');
  });

  it('rejects unknown islands and strategies instead of guessing', () => {
    document.body.innerHTML =
      '<div data-island="mf-evil/x"></div><div data-island="mf-shop/side-cart" data-mount="never"></div>';
    const [a, b] = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
    expect(readPlaceholder(a as HTMLElement)).toBe("unknown island 'mf-evil/x'");
    expect(readPlaceholder(b as HTMLElement)).toBe("island mf-shop/side-cart has an unknown mount strategy 'never'");
  });
});

describe('island mounter focus hand-over', () => {
  it('gives focus and the typed text back when an island replaces the input being typed in', async () => {
    document.body.innerHTML = `<div data-island="mf-search/search-box" data-mount="eager"><input id="q" value=""></div>`;
    const island = readPlaceholder(document.querySelector<HTMLElement>('[data-island]') as HTMLElement);
    if (typeof island === 'string') throw new Error(island);
    const noJsInput = document.getElementById('q') as HTMLInputElement;
    noJsInput.focus();
    noJsInput.value = 'wirel';
    const seen: string[] = [];
    const { mounter } = mounterWith(async () => ({
      bootstrap: async () => undefined,
      mount: async (props) => {
        props.domElement.innerHTML = '<input id="q" value="w">';
        props.domElement
          .querySelector('input')
          ?.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
      },
      unmount: async () => undefined,
    }));
    await mounter.mount(island);
    const liveInput = document.getElementById('q') as HTMLInputElement;
    expect(liveInput).not.toBe(noJsInput);
    expect(document.activeElement).toBe(liveInput);
    expect(liveInput.value).toBe('wirel');
    expect(seen).toEqual(['wirel']);
  });
});
