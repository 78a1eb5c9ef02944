import { html, type Html } from '@site/platform-kit/html';
import type { searchArchivePropsSchema, searchBoxPropsSchema } from '@site/shared-contracts/search';
import type { z } from 'zod';

type IslandProps = z.input<typeof searchBoxPropsSchema> | z.input<typeof searchArchivePropsSchema>;

/** Where a placeholder of the `mf-search/search-box` island sits and when the shell mounts it. */
type Placement = { className: string; mount: string; props: IslandProps; events?: string };

/** An island placeholder around the markup that works without JavaScript (and stays if the island fails). */
export const searchIsland = ({ className, mount, props, events }: Placement, noJs: Html): Html =>
  html`<div class="${className}" data-island="mf-search/search-box" data-mount="${mount}" data-props="${JSON.stringify(props)}"${events && html` data-events="${events}"`}>${noJs}</div>`;

/** A plain GET /search form: what each search widget is until (or if never) its script runs. */
export const noJsForm = (id: string, term = ''): Html =>
  html`<form role="search" class="sss-form" action="/search" method="get"><label for="${id}" class="site-visually-hidden">Search</label><input id="${id}" type="search" placeholder="Search deals, products, posts" name="s" value="${term}"><button type="submit" class="site-button">Search</button></form>`;

/** The no-JS shape of a widget that opens from a button: a disclosure around the same form. */
export const noJsDisclosure = (summary: Html, id: string, term = ''): Html =>
  html`<details class="sss-nojs">${summary}${noJsForm(id, term)}</details>`;
