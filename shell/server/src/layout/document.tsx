import { renderToStaticMarkup } from 'react-dom/server';
import type { MenuItem, PageContent, PageData } from '@site/shared-contracts/platform';
import { PAGE_DATA_ELEMENT_ID } from '@site/shared-contracts/platform';
import { Header } from './header';
import { jsonForScript } from './json-script';

export type DocumentInput = {
  page: PageContent;
  data: PageData;
  mainMenu: MenuItem[];
  topMenu: MenuItem[];
  stylesheets: string[];
  searchTerm: string;
};

/** Overlays mount on demand: dialogs and the side cart when the bus asks, popups once the page is idle. */
function Overlays() {
  return (
    <div id="site-overlays">
      <div data-island="mf-auth/auth-dialogs" data-mount="event" data-events="auth:open" />
      <div data-island="mf-shop/side-cart" data-mount="event" data-events="shop:cart-open" />
      <div
        data-island="mf-popups/popup-host"
        data-mount="idle event"
        data-events="popups:open popups:toast popups:modal-open"
      />
    </div>
  );
}

/** The shell layout around a slice's main content. */
export function renderDocument(input: DocumentInput): string {
  const { page, data } = input;
  const body = renderToStaticMarkup(
    <>
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      <Header
        site={data.site}
        visitor={data.visitor}
        csrfToken={data.csrfToken}
        mainMenu={input.mainMenu}
        topMenu={input.topMenu}
        searchTerm={input.searchTerm}
      />
      <main id="main" className="site-main" dangerouslySetInnerHTML={{ __html: page.main }} />
      <footer className="site-footer">
        <nav aria-label="Footer">
          <a href="/offers">Offers</a> <a href="/shop">Shop</a> <a href="/blog">Blog</a> <a href="/search">Search</a>
        </nav>
        <p>
          © {new Date().getFullYear()} {data.site.siteName}. Prices include VAT. Some links are affiliate links.
        </p>
      </footer>
      <Overlays />
    </>,
  );
  const head = renderToStaticMarkup(
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${page.title} · ${data.site.siteName}`}</title>
      {page.description ? <meta name="description" content={page.description} /> : null}
      {page.path ? <link rel="canonical" href={`${data.site.siteUrl}${page.path}`} /> : null}
      <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href="/assets/site.css" />
      {input.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>,
  );
  return `<!doctype html><html lang="${data.site.locale}"><head>${head}</head><body>${body}<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script><script src="/assets/shell/shell-main.js" defer></script></body></html>`;
}
