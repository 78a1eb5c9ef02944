import { armIsland } from '../loader/arm-island';

const markup = `<div data-island="mf-shop/add-to-cart" data-mount="interaction">
<p id="text">Add it</p><a id="link" href="/elsewhere">Share</a><a id="other" href="/other">Other</a>
<form id="form" action="/cart/add" method="post"><input id="qty" name="quantity" value="1">
<button id="add" type="submit" name="via" value="add">Add</button><button id="buy" type="submit" name="via" value="buy">Buy</button></form>
<details><summary id="summary">More</summary></details><span id="toggle" role="button" tabindex="0">Toggle</span>
</div>`;

export type Outcome = 'mounted' | 'failed' | 'replaced';
type Seen = { type: string; id: string; prevented: boolean };
export const byId = (id: string) => document.getElementById(id) as HTMLElement;

/**
 * One interaction island whose mount waits for `finish`: mounted, it takes clicks on links, submits and keys
 * like mf-shop's and mf-content's islands do; failed, the no-JS markup is put back as copies, as the mounter does.
 * `page` is what reaches the window, i.e. what the browser would act on (navigate, submit) if not prevented.
 */
export function interactionIsland() {
  document.body.innerHTML = markup;
  const element = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  const island: string[] = [];
  let finish: (outcome: Outcome) => void = () => undefined;
  const go = jest.fn(() => {
    element.dataset.islandState = 'loading';
    return new Promise<void>((resolve) => {
      finish = (outcome) => {
        if (outcome === 'failed') {
          element.replaceChildren(...Array.from(element.childNodes, (node) => node.cloneNode(true)));
        } else if (outcome === 'replaced') {
          // A React island renders its own form in place of the server's (mf-search's widgets).
          element.innerHTML = '<form id="own" role="search"><input name="s"><button id="own-submit">Go</button></form>';
        } else {
          element.addEventListener('click', (e) => {
            const link = (e.target as Element).closest('a');
            if (!link) return;
            e.preventDefault();
            island.push(`click ${link.id}`);
          });
          byId('form').addEventListener('submit', (e) => {
            e.preventDefault();
            island.push(`submit ${(e as SubmitEvent).submitter?.id ?? 'none'}`);
          });
          byId('toggle').addEventListener('keydown', (e) => island.push(`key ${e.key}`));
        }
        element.dataset.islandState = outcome === 'failed' ? 'failed' : 'mounted';
        resolve();
      };
    });
  });
  armIsland(element, go, { cookies: '', search: '' });
  const page: Seen[] = [];
  const onPage = (e: Event) => {
    page.push({ type: e.type, id: (e.target as HTMLElement).id, prevented: e.defaultPrevented });
    // jsdom cannot follow a link or submit a form; the record above says whether a browser would have.
    if (e.type === 'submit' || (e.target as Element).closest('a')) e.preventDefault();
  };
  for (const type of ['click', 'submit']) window.addEventListener(type, onPage);
  const done = () => {
    for (const type of ['click', 'submit']) window.removeEventListener(type, onPage);
  };
  return { element, go, island, page, done, finish: (outcome: Outcome) => finish(outcome) };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const press = (id: string) => byId(id).dispatchEvent(new Event('pointerdown', { bubbles: true }));
export const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  byId(id).dispatchEvent(event);
  return event;
};
