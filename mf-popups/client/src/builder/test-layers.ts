import type { LayerDismissReason, LayerHandle, LayerId, LayerStack } from '@site/shared-contracts/platform';

export type FakeLayer = { handle: LayerHandle; asked: LayerDismissReason[]; element: HTMLElement };

/**
 * Another team's modal layer as the stack sees it (the shell's off-canvas menu by default): an element of its own
 * in the page, closed when the stack asks.
 */
export function openOtherLayer(layers: LayerStack, id: LayerId = 'shell:off-canvas'): FakeLayer {
  const element = document.createElement('div');
  element.innerHTML = '<button type="button">Close</button>';
  document.body.append(element);
  const asked: LayerDismissReason[] = [];
  const handle = layers.open({
    id,
    element,
    modal: true,
    dismiss(reason) {
      asked.push(reason);
      handle.close();
      element.remove();
      return true;
    },
  });
  return { handle, asked, element };
}

/** Escape pressed where focus is, as a browser dispatches it. */
export function pressEscape(target: Element = document.activeElement ?? document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}
