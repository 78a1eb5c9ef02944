import type { LayerDismissReason, LayerHandle, LayerId, LayerSpec, LayerStack } from '@site/shared-contracts/platform';

/** A page with three layers' elements side by side in one container, the way islands render them. */
export const PAGE = `<header id="header"><button id="burger">Menu</button><input id="search"></header>
<main id="main"><button id="opener">Open</button><div contenteditable="true" id="editor"><b id="bold">b</b></div></main>
<div id="layers"><div id="a"><button id="a-button">A</button></div><div id="b"><button id="b-button">B</button></div><div id="toast"><button id="toast-button">T</button></div></div>
<footer id="footer"></footer>`;

export const byId = (id: string) => document.getElementById(id) as HTMLElement;

export type TestLayer = { handle: LayerHandle; asked: LayerDismissReason[] };

/** Open a layer whose own close is the usual one: it accepts (or refuses) and closes itself through its handle. */
export function openLayer(
  stack: LayerStack,
  id: LayerId,
  element: string,
  options: Partial<Omit<LayerSpec, 'id' | 'element' | 'dismiss'>> & { refuse?: boolean } = {},
): TestLayer {
  const { refuse = false, ...spec } = options;
  const asked: LayerDismissReason[] = [];
  const handle = stack.open({
    id,
    element: byId(element),
    modal: true,
    ...spec,
    dismiss(reason) {
      asked.push(reason);
      if (refuse) return false;
      handle.close();
      return true;
    },
  });
  return { handle, asked };
}

export function press(key: string, target: Element = document.activeElement ?? document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}
