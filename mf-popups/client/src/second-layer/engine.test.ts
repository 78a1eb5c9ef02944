import { createLayerStack, type OwnedLayerStack } from '@site/platform-kit/layers';
import {
  MODAL_LOAD_ERROR_MESSAGE,
  POPUPS_FORM_SUCCESS_EVENT,
  SECOND_LAYER_CONTENT_ACTION,
  type SecondLayerContentResponse,
  type SecondLayerPagePopup,
} from '@site/shared-contracts/popups';
import { fetchLayerContent } from './content-loader';
import { startLayer, type Layer } from './engine';
import { recordStore } from './record';

const NOW = Date.UTC(2026, 10, 27, 11, 0, 0);
const OK: SecondLayerContentResponse = {
  type: 'success',
  message: '',
  content: {
    content: '<h2>Deals</h2><p><a href="/offers">Offers</a></p>',
    contentElements: ['heading', 'link'],
    scripts: [],
    styles: {},
    afterScripts: [],
  },
};

/** jsdom has no fetch Response: the part the call reads. */
const answerWith = (body: unknown) => ({ json: async () => body }) as Response;

const popup = (over: Partial<SecondLayerPagePopup> = {}): SecondLayerPagePopup => ({
  id: 'deal',
  title: 'Deal of the day',
  trigger: { type: 'page-load', delay: 1 },
  settings: { show_once: true, show_again_delay: 'day' },
  ...over,
});

function start(p: SecondLayerPagePopup, answer: SecondLayerContentResponse = OK) {
  let resolve: (a: SecondLayerContentResponse) => void = () => undefined;
  const fetchContent = jest.fn(() => new Promise<SecondLayerContentResponse>((r) => (resolve = r)));
  const records = recordStore(() => localStorage);
  const props = { popups: [p] };
  const layer = startLayer({ win: window, layers, props, siteTimeZone: 'UTC', records, fetchContent });
  started.push(layer);
  return { layer, records, fetchContent, answer: async () => resolve(answer) };
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

let layers: OwnedLayerStack;
const started: Layer[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
  localStorage.clear();
  document.body.innerHTML = '<button id="before">before</button>';
  document.getElementById('before')?.focus();
  layers = createLayerStack(window);
});
afterEach(() => {
  started.splice(0).forEach((layer) => layer.stop());
  layers.destroy();
  jest.useRealTimers();
});

it('opens on its trigger with a loading state, then shows the content, labelled by its heading', async () => {
  const t = start(popup());
  jest.advanceTimersByTime(999);
  expect(dialog()).toBeNull();
  jest.advanceTimersByTime(1);
  expect(dialog()?.getAttribute('aria-busy')).toBe('true');
  expect(dialog()?.getAttribute('aria-label')).toBe('Deal of the day');
  expect(document.querySelector('.popups-second-layer--loading')).not.toBeNull();
  expect(t.fetchContent).toHaveBeenCalledWith(expect.objectContaining({ popupId: 'deal', forceLoad: false }));
  await t.answer();
  await flush();
  expect(dialog()?.hasAttribute('aria-busy')).toBe(false);
  const heading = dialog()?.querySelector('h2');
  expect(dialog()?.getAttribute('aria-labelledby')).toBe(heading?.id);
  jest.advanceTimersByTime(250);
  expect(document.activeElement?.textContent).toBe('Offers');
});

it("Escape closes it 'constantly': disabled for the show-again delay, and focus goes back", async () => {
  const t = start(popup());
  jest.advanceTimersByTime(1000);
  await t.answer();
  await flush();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  expect(dialog()).toBeNull();
  expect(document.activeElement?.id).toBe('before');
  // Closed one second after the page loaded: disabled until a day after that.
  expect(t.records.get('deal')).toEqual({ status: 'disable', 'show-again-date': NOW + 1000 + 86_400_000 });
  expect(t.layer.open('deal')).toBe(false);
  t.layer.stop();
  // The next page view a day and a second later: available again.
  jest.setSystemTime(NOW + 86_402_000);
  const again = start(popup());
  jest.advanceTimersByTime(1000);
  expect(dialog()).not.toBeNull();
  again.layer.stop();
});

it('without show_once a close is not constant; a form success inside closes it after 3 s', async () => {
  const t = start(popup({ settings: {} }));
  jest.advanceTimersByTime(1000);
  await t.answer();
  await flush();
  dialog()
    ?.querySelector('p')
    ?.dispatchEvent(new CustomEvent(POPUPS_FORM_SUCCESS_EVENT, { bubbles: true }));
  jest.advanceTimersByTime(2999);
  expect(dialog()).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(dialog()).toBeNull();
  expect(t.records.get('deal')).toEqual({ status: 'enable' });
});

it('a content error is the popup’s heading (spec 8)', async () => {
  const t = start(popup(), { type: 'error', message: 'This popup is not available.' });
  jest.advanceTimersByTime(1000);
  await t.answer();
  await flush();
  const heading = dialog()?.querySelector('h3');
  expect(heading?.textContent).toBe('This popup is not available.');
  expect(dialog()?.getAttribute('aria-labelledby')).toBe(heading?.id);
});

it('a custom selector toggles it and passes the element’s custom content; content is fetched once per page', async () => {
  document.body.insertAdjacentHTML('beforeend', '<button class="go">Go</button>');
  const t = start(popup({ trigger: { type: 'custom-selector', selector: '.go' }, settings: {} }));
  const go = document.querySelector<HTMLElement>('.go');
  go?.click();
  expect(dialog()).not.toBeNull();
  await t.answer();
  await flush();
  go?.click();
  expect(dialog()).toBeNull();
  t.layer.open('deal');
  await flush();
  expect(t.fetchContent).toHaveBeenCalledTimes(1);
  expect(dialog()?.querySelector('h2')?.textContent).toBe('Deals');
});

it('a popup disabled in this browser is not armed at all', () => {
  recordStore(() => localStorage).disable('deal', NOW, undefined);
  const t = start(popup());
  jest.advanceTimersByTime(5000);
  expect(dialog()).toBeNull();
  expect(t.fetchContent).not.toHaveBeenCalled();
});

describe('the content call', () => {
  it('posts the spec 7.3 fields with the CSRF header and checks the answer', async () => {
    const post = jest.fn(async () => answerWith(OK));
    const call = { popupId: 'deal', pageUrl: 'http://x/p', forceLoad: true, customContent: 'c' };
    await expect(fetchLayerContent(post, '/api/ajax', 'tok', call)).resolves.toEqual(OK);
    expect(post).toHaveBeenCalledWith('/api/ajax', expect.objectContaining({ method: 'POST' }));
    const init = (post.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      action: SECOND_LAYER_CONTENT_ACTION,
      popup_id: 'deal',
      page_url: 'http://x/p',
      forceLoad: true,
      customContent: 'c',
    });
    expect(init.headers).toMatchObject({ 'x-csrf-token': 'tok' });
  });

  it('an answer of the wrong shape or a network failure is spec 8’s generic error', async () => {
    const call = { popupId: 'deal', pageUrl: '', forceLoad: false, customContent: '' };
    const wrong = async () => answerWith({ type: 'success' });
    const down = async () => {
      throw new TypeError('offline');
    };
    for (const post of [wrong, down]) {
      await expect(fetchLayerContent(post, '/api/ajax', '', call)).resolves.toEqual({
        type: 'error',
        message: MODAL_LOAD_ERROR_MESSAGE,
      });
    }
  });
});
