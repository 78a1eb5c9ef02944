import { SHELL_HOST_GLOBAL, SHELL_HOST_URL, type ShellHost } from '../host-api';
import { createHostLoader } from './load-host';

const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src.endsWith(SHELL_HOST_URL));

describe('host loader', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    Reflect.deleteProperty(globalThis, SHELL_HOST_GLOBAL);
  });

  it('inserts the host entry once and resolves with the host it starts', async () => {
    const loadHost = createHostLoader(document);
    const first = loadHost();
    const second = loadHost();
    expect(scripts()).toHaveLength(1);
    const host = { mount: jest.fn(), emit: jest.fn() } as unknown as ShellHost;
    (globalThis as Record<string, unknown>)[SHELL_HOST_GLOBAL] = Promise.resolve(host);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(host);
    await expect(second).resolves.toBe(host);
  });

  it('rejects when the entry fails to load, and does not try again on this page', async () => {
    const loadHost = createHostLoader(document);
    const attempt = loadHost();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(`${SHELL_HOST_URL} failed to load`);
    await expect(loadHost()).rejects.toThrow();
    expect(scripts()).toHaveLength(1);
  });
});
