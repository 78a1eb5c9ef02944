import { armIsland } from './arm-island';

const ACTION = '^#(elementor|builder)-action';
const placeholder = `<div data-island="mf-popups/builder-popups" data-mount="click hash" data-mount-click="a[href^='#builder-action'], a[href$='.png' i]" data-mount-hash="${ACTION}"></div>`;
const links = `<a id="image" href="/media/photo.PNG">photo</a><a id="action" href="#builder-action:action=reload-page">act</a><a id="plain" href="#top">top</a>`;

function arm(hash = '') {
  document.body.innerHTML = placeholder + links;
  const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  const mounted: string[] = [];
  const go = jest.fn(async () => {
    mounted.push('mounted');
  });
  armIsland(element, go, { cookies: '', search: '', hash });
  return { element, go, mounted };
}

const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
};

describe('on-demand mount strategies', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('mounts on the first click on a matching link, keeps the link from navigating, then replays the click', async () => {
    const { go } = arm();
    const seen: boolean[] = [];
    document.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    const first = click('image');
    expect(first.defaultPrevented).toBe(true);
    expect(go).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The replayed click reaches the page (and the island's listener) without being held back again.
    expect(seen).toEqual([true, false]);
    click('action');
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('leaves other links, modified clicks and already handled clicks alone', () => {
    const { go } = arm();
    expect(click('plain').defaultPrevented).toBe(false);
    expect(click('image', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('action', { button: 1 }).defaultPrevented).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it('mounts at load when the hash names an action, encoded or not', () => {
    expect(arm('#builder-action%3Aaction%3Dreload-page').go).toHaveBeenCalledTimes(1);
    expect(arm('#builder-action:action=reload-page').go).toHaveBeenCalledTimes(1);
    expect(arm('#reviews').go).not.toHaveBeenCalled();
  });

  it('mounts once when a later hash change names an action', () => {
    const { go } = arm('#top');
    window.location.hash = '#elementor-action:action=reload-page';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('arms nothing from an invalid selector or pattern, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<div data-island="mf-popups/builder-popups" data-mount="click hash" data-mount-click="a[[]]:::" data-mount-hash="(("></div><a id="a" href="x.gif">x</a>`;
    const go = jest.fn();
    armIsland(document.querySelector<HTMLElement>('[data-island]') as HTMLElement, go, {
      cookies: '',
      search: '',
      hash: '#((',
    });
    expect(click('a').defaultPrevented).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
