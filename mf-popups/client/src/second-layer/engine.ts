import type { LayerStack } from '@site/shared-contracts/platform';
import {
  POPUPS_FORM_SUCCESS_EVENT,
  SECOND_LAYER_FORM_CLOSE_MS,
  type SecondLayerContentResponse,
  type SecondLayerPagePopup,
  type SecondLayerProps,
} from '@site/shared-contracts/popups';
import { createEventHub, type EventHub } from '../builder/event-hub';
import { opensMenu, OFF_CANVAS_EVENT } from '../builder/link-actions';
import { waitForVisitor } from '../builder/wait-for-visitor';
import { enhanceNewsletterForm } from '../newsletter/newsletter-form';
import { applyContent, type ContentCall } from './content-loader';
import { openLayerModal, type CloseReason, type LayerModal } from './layer-modal';
import type { RecordStore } from './record';
import { armLayerTrigger } from './triggers';

export type LayerOptions = {
  win: Window;
  /** The page's layer stack (`IslandProps.layers`): every popup joins it. */
  layers: LayerStack;
  props: SecondLayerProps;
  siteTimeZone: string;
  records: RecordStore;
  fetchContent(call: ContentCall): Promise<SecondLayerContentResponse>;
  log?: (message: string) => void;
  hub?: EventHub;
  /** A newsletter form in a popup signed someone up (the island raises the toast). */
  signedUp?: () => void;
};

export type Layer = { open(id: string): boolean; openIds(): string[]; stop(): void };

/** Closes that count as 'constantly' when the popup is `show_once` (the original's close button, overlay, Esc). */
const CONSTANT: readonly CloseReason[] = ['button', 'overlay', 'escape'];

/**
 * The second popup layer (spec 4.7): each available popup's trigger is armed; the first fire opens it with a
 * loading state while its content is fetched (once per page view, or on every open with `force_load`). An
 * automatic trigger (page load, inactivity, scroll, exit, a date or time) waits until the page is free (issue 30:
 * no other modal layer, menu or search overlay open, focus not in a form field), then checks the popup's record
 * again; a click on its custom selector opens it at once. Window events `popups:second-layer-show` /
 * `popups:second-layer-hide` (`detail.id`) mark each open and close.
 */
export function startLayer(o: LayerOptions): Layer {
  const { win, records } = o;
  const log = o.log ?? ((message: string) => console.warn(message));
  const hub = o.hub ?? createEventHub(win);
  const touch = win.matchMedia?.('(pointer: coarse)').matches ?? false;
  const byId = new Map(o.props.popups.map((p) => [p.id, p]));
  const cache = new Map<string, SecondLayerContentResponse>();
  const open = new Map<string, LayerModal>();
  const offs: (() => void)[] = [];
  const visitor = waitForVisitor(o.layers);

  const load = async (popup: SecondLayerPagePopup, modal: LayerModal, from: Element | null) => {
    const forceLoad = popup.settings.force_load === true;
    const custom = from?.getAttribute('data-popups-custom-content') ?? '';
    let answer = forceLoad || custom ? undefined : cache.get(popup.id);
    if (!answer) {
      answer = await o.fetchContent({
        popupId: popup.id,
        pageUrl: win.location.href,
        forceLoad,
        customContent: custom,
      });
      if (answer.type === 'success' && !forceLoad && !custom) cache.set(popup.id, answer);
    }
    if (answer.type === 'error' || !answer.content) return modal.showError(answer.message);
    await applyContent(win, answer.content, (html) => modal.showContent(html), log);
    // A newsletter form in the content works as in any popup; its success closes this one 3 s later (below).
    for (const form of modal.root.querySelectorAll<HTMLFormElement>('form[data-popups-newsletter]')) {
      enhanceNewsletterForm(form, {
        fetch: (...args) => win.fetch(...args),
        navigate: (url) => win.location.assign(url),
        pageUrl: win.location.pathname,
        signedUp: o.signedUp,
      });
    }
  };

  const show = (popup: SecondLayerPagePopup, from: Element | null): boolean => {
    const { id, settings } = popup;
    const current = open.get(id);
    if (current) {
      // A custom selector toggles: its second click closes (not 'constantly').
      if (from) current.close('toggle');
      return false;
    }
    // Checked again at the open: another tab may have disabled it meanwhile, or it waited for the visitor.
    if (!records.available(id, Date.now())) return false;
    let formTimer: number | undefined;
    const modal = openLayerModal(
      win,
      o.layers,
      { id, title: popup.title, overlayClose: settings.close_on_overlay_click === true },
      (reason) => {
        open.delete(id);
        win.clearTimeout(formTimer);
        if (settings.show_once && CONSTANT.includes(reason)) records.disable(id, Date.now(), settings.show_again_delay);
        win.dispatchEvent(new CustomEvent('popups:second-layer-hide', { detail: { id } }));
      },
    );
    modal.root.addEventListener(POPUPS_FORM_SUCCESS_EVENT, () => {
      win.clearTimeout(formTimer);
      formTimer = win.setTimeout(() => modal.close('form'), SECOND_LAYER_FORM_CLOSE_MS);
    });
    open.set(id, modal);
    win.dispatchEvent(new CustomEvent('popups:second-layer-show', { detail: { id } }));
    load(popup, modal, from).catch((error: unknown) => {
      log(`[mf-popups] second-layer popup ${id}: ${String(error)}`);
    });
    return true;
  };
  const closeAll = (reason: CloseReason) => [...open.values()].forEach((modal) => modal.close(reason));

  for (const popup of o.props.popups) {
    try {
      if (!records.available(popup.id, Date.now())) continue;
      // An expired disable is cleared, as the original does at init.
      records.enable(popup.id);
      const env = { hub, win, touch, siteTimeZone: o.siteTimeZone };
      // `from` is the clicked element of a custom selector (the visitor asked); null for every automatic trigger.
      const fire = (from: Element | null) => (from ? show(popup, from) : visitor.wait(() => show(popup, null)));
      offs.push(armLayerTrigger(popup.id, popup.trigger, env, fire));
    } catch (error) {
      // One popup's bad data never stops the others.
      log(`[mf-popups] second-layer popup ${popup.id}: ${String(error)}`);
    }
  }
  // A link in a popup that opens the menu (the builder engine's `off_canvas:open`) closes the popups first: the
  // shell opens the menu once its script's promise settles, after this listener, over the page, not a popup.
  offs.push(hub.on('document', OFF_CANVAS_EVENT, (event) => opensMenu(event) && closeAll('menu')));

  return {
    open: (id) => {
      const popup = byId.get(id);
      return popup ? show(popup, null) : false;
    },
    openIds: () => [...open.keys()],
    stop: () => {
      visitor.cancelAll();
      offs.splice(0).forEach((off) => off());
      closeAll('stop');
    },
  };
}
