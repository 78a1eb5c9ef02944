import { html, type Html } from '@site/platform-kit/html';
import type { FragmentContext } from '@site/shared-contracts/platform';
import {
  LINK_ACTION_MOUNT,
  type BuilderPopup,
  type BuilderPopupsProps,
  type PopupBlock,
} from '@site/shared-contracts/popups';
import { wallClock } from '@site/platform-kit/time';
import { prefilter } from '../../builder/prefilter';
import { newsletterForm } from '../newsletter/newsletter-html';

/** A block as escaped HTML. Links keep their href (the schema allows site paths, http(s) and `#` actions only). */
function block(b: PopupBlock, popupId: string): Html {
  switch (b.type) {
    case 'heading':
      return html`<h2 class="popups-builder__title">${b.text}</h2>`;
    case 'paragraph':
      return html`<p>${b.text}</p>`;
    case 'link':
      return html`<p><a class="${b.button ? 'popups-builder__button' : 'popups-builder__link'}" href="${b.href}">${b.text}</a></p>`;
    case 'image':
      return html`<img class="popups-builder__image" src="${b.src}" alt="${b.alt}" loading="lazy">`;
    case 'newsletter':
      return newsletterForm({
        idPrefix: popupId,
        list: b.list,
        form: 'popup',
        popupId,
        ...(b.button ? { button: b.button } : {}),
        ...(b.redirect_url ? { redirectUrl: b.redirect_url } : {}),
        ...(b.close_popup_when_success ? { closePopupWhenSuccess: true } : {}),
      });
  }
}

/** Content blocks as escaped HTML (the second layer's content answer uses it too); `ownerId` names form fields. */
export const blocksHtml = (blocks: readonly PopupBlock[], ownerId: string): Html =>
  html`${blocks.map((b) => block(b, ownerId))}`;
export const popupContentHtml = (popup: BuilderPopup): Html => blocksHtml(popup.content, popup.id);

export function builderProps(popups: readonly BuilderPopup[], ctx: FragmentContext, now: Date): BuilderPopupsProps {
  return {
    popups: popups.map(({ id, title, settings }) => ({ id, title, settings })),
    schedule_server_datetime: wallClock(now, ctx.site.timeZone),
    serverNow: now.getTime(),
    loggedIn: ctx.visitor.loggedIn,
    roles: ctx.visitor.loggedIn ? [...ctx.visitor.user.roles] : [],
  };
}

/**
 * The builder-popups island for this page. Where a popup may apply (or the address asks to scroll to a template)
 * it mounts when the browser is idle; elsewhere
 * it waits for spec 2.6's link actions (a click on an action or image link, or an action in the hash), so every
 * page has them while the engine's script is loaded only where it is used (issue 15's budget). Each popup's
 * content is an inert `<template>` the engine clones, so no HTML string is parsed in the browser (Trusted Types
 * need no policy for it).
 */
export function builderPopupsFragment(popups: readonly BuilderPopup[], ctx: FragmentContext, now = new Date()): string {
  const applying = prefilter(popups, { path: ctx.path, visitor: ctx.visitor, now, siteTimeZone: ctx.site.timeZone });
  // The server's minute, not its millisecond: an anonymous page stays the same bytes within a minute.
  const props = builderProps(applying, ctx, new Date(Math.floor(now.getTime() / 60_000) * 60_000));
  // Spec 2.6's `theme_template_id` scrolls on any page: an address that carries one mounts the engine too.
  const templateScroll = /^[0-9]{1,10}$/.test(ctx.query.theme_template_id ?? '');
  const mount = applying.length > 0 || templateScroll ? 'idle click hash' : 'click hash';
  return String(
    html`<div data-island="mf-popups/builder-popups" data-mount="${mount}" data-mount-click="${LINK_ACTION_MOUNT.click}" data-mount-hash="${LINK_ACTION_MOUNT.hash}" data-props="${JSON.stringify(props)}">${applying.map(
      (popup) => html`<template data-popup-id="${popup.id}">${popupContentHtml(popup)}</template>`,
    )}</div>`,
  );
}
