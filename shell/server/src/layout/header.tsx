import type { MenuItem, SiteConfig, VisitorState } from '@site/shared-contracts/platform';

function MenuList({ items, label }: { items: MenuItem[]; label?: string }) {
  return (
    <ul className="site-menu__list" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.href}
          className={item.children?.length ? 'site-menu__item site-menu__item--parent' : 'site-menu__item'}
        >
          <a href={item.href}>{item.label}</a>
          {item.children?.length ? <MenuList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Account({ visitor, csrfToken }: { visitor: VisitorState; csrfToken: string }) {
  if (!visitor.loggedIn) {
    return (
      <a className="site-header__login" href="/login" data-bus-event="auth:open" data-bus-payload='{"type":"login"}'>
        Log in
      </a>
    );
  }
  return (
    <details className="site-avatar">
      <summary>
        <img src={visitor.user.avatarUrl} alt="" width={28} height={28} />
        <span>{visitor.user.displayName}</span>
      </summary>
      <div className="site-avatar__menu">
        <a href="/account">My account</a>
        <form method="post" action="/logout">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <button type="submit">Log out</button>
        </form>
      </div>
    </details>
  );
}

/** A no-JS search form: what each search island keeps until (or if never) its script runs. */
function NoJsSearchForm({ id, searchTerm }: { id: string; searchTerm: string }) {
  return (
    <form role="search" action="/search" method="get" className="site-search-form">
      <label htmlFor={id} className="site-visually-hidden">
        Search
      </label>
      <input id={id} type="search" name="s" defaultValue={searchTerm} placeholder="Search deals, products, posts" />
      <button type="submit">Search</button>
    </form>
  );
}

/**
 * mf-search's header widgets (spec 2.3), one per width, so only the visible one loads: the inline
 * form with its page overlay from 1024 px, the search icon with the splash overlay from 600 px, and
 * the slide-style form (a full-screen popover) below 600 px. Without JavaScript the icons are
 * disclosure buttons around the same GET /search form.
 */
function HeaderSearch({ searchTerm }: { searchTerm: string }) {
  const island = (variant: string, extra: Record<string, unknown> = {}) => ({
    'data-island': 'mf-search/search-box',
    'data-mount': 'visible',
    'data-props': JSON.stringify({ variant, ...extra }),
  });
  return (
    <div className="site-header__search sss-header-search">
      <div className="sss-header-search__inline" {...island('inline', { overlay: true })}>
        <NoJsSearchForm id="site-search-input" searchTerm={searchTerm} />
      </div>
      <div
        className="sss-header-search__splash"
        {...island('splash')}
        data-mount="visible event"
        data-events="search:open-splash"
      >
        <details className="sss-nojs">
          <summary aria-label="Search">Search</summary>
          <NoJsSearchForm id="sss-splash-input" searchTerm={searchTerm} />
        </details>
      </div>
      <div className="sss-header-search__slide" {...island('slide')}>
        <details className="sss-nojs">
          <summary aria-label="Search">Search</summary>
          <NoJsSearchForm id="sss-slide-input" searchTerm={searchTerm} />
        </details>
      </div>
    </div>
  );
}

export type HeaderProps = {
  site: SiteConfig;
  visitor: VisitorState;
  csrfToken: string;
  mainMenu: MenuItem[];
  topMenu: MenuItem[];
  searchTerm: string;
};

/** Spec 2.4: top-nav menu, logo with its menu, search, account and cart, desktop menu with submenus. */
export function Header({ site, visitor, csrfToken, mainMenu, topMenu, searchTerm }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="site-topbar">
        <nav aria-label="Top">
          <MenuList items={topMenu} />
        </nav>
        <Account visitor={visitor} csrfToken={csrfToken} />
      </div>
      <div className="site-header__main">
        <details className="site-offcanvas">
          <summary aria-label="Menu">☰</summary>
          <nav aria-label="Mobile">
            <MenuList items={[...mainMenu, ...topMenu]} />
          </nav>
        </details>
        <a className="site-logo" href="/">
          {site.siteName}
        </a>
        <HeaderSearch searchTerm={searchTerm} />
        <a className="site-header__cart" href="/cart" data-bus-event="shop:cart-open" data-bus-payload="{}">
          Cart
        </a>
      </div>
      <nav aria-label="Main" className="site-menu">
        <MenuList items={mainMenu} />
      </nav>
    </header>
  );
}
