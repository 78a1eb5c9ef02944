export type TriggerHandler = (name: string, payload: unknown) => Promise<boolean>;

/**
 * Links and buttons marked `data-bus-event` (the header's login link, cart link, popup triggers)
 * emit their event instead of navigating. When no island can take the event (the host checks the name
 * and the payload against the contracts), the link's own no-JS destination is followed, so nothing is
 * ever a dead click.
 */
export function wireTriggers(root: Document, handle: TriggerHandler, log: (m: string, e?: unknown) => void): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-bus-event]');
    const name = trigger?.dataset.busEvent;
    if (!trigger || !name) return;
    let payload: unknown;
    try {
      payload = trigger.dataset.busPayload ? JSON.parse(trigger.dataset.busPayload) : {};
    } catch (error) {
      log(`[shell] trigger for ${name} has invalid JSON payload`, error);
      return;
    }
    event.preventDefault();
    handle(name, payload).then(
      (handled) => {
        if (!handled) follow(trigger);
      },
      () => follow(trigger),
    );
  });
}

function follow(trigger: HTMLElement): void {
  const href = trigger.getAttribute('href');
  if (href && !href.startsWith('#')) window.location.assign(href);
}
