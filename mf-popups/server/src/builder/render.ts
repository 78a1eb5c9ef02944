import { html, type Html } from '@site/platform-kit/html';
import type { FragmentContext } from '@site/shared-contracts/platform';
import type { BuilderPopup, BuilderPopupsProps, PopupBlock } from '@site/shared-contracts/popups';
import { wallClock } from '@site/platform-kit/time';
import { newsletterForm } from '../newsletter/views';
import { prefilter } from './prefilter';

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

export const popupContentHtml = (popup: BuilderPopup): Html => html`${popup.content.map((b) => block(b, popup.id))}`;

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
 * The builder-popups island for this page, or nothing when no popup may apply: the engine's script is loaded
 * only where a popup is printed (issue 15's budget). Each popup's content is an inert `<template>` the engine
 * clones, so no HTML string is parsed in the browser (Trusted Types need no policy for it).
 */
export function builderPopupsFragment(popups: readonly BuilderPopup[], ctx: FragmentContext, now = new Date()): string {
  const applying = prefilter(popups, { path: ctx.path, visitor: ctx.visitor, now, siteTimeZone: ctx.site.timeZone });
  if (applying.length === 0) return '';
  // The server's minute, not its millisecond: an anonymous page stays the same bytes within a minute.
  const props = builderProps(applying, ctx, new Date(Math.floor(now.getTime() / 60_000) * 60_000));
  return String(
    html`<div data-island="mf-popups/builder-popups" data-mount="idle" data-props="${JSON.stringify(props)}">${applying.map(
      (popup) => html`<template data-popup-id="${popup.id}">${popupContentHtml(popup)}</template>`,
    )}</div>`,
  );
}
