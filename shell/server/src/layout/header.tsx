import type { MenuItem, SiteConfig, VisitorState } from '@site/shared-contracts';

function MenuList({ items, label }: { items: MenuItem[]; label?: string }) {
  return (
    <ul className="site-menu__list" aria-label={label}>
      {items.map((item) => (
        <li key={item.href} className={item.children?.length ? 'site-menu__item site-menu__item--parent' : 'site-menu__item'}>
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
        <div
          className="site-header__search"
          data-island="mf-search/search-box"
          data-mount="visible"
          data-props={JSON.stringify({ variant: 'inline' })}
        >
          <form role="search" action="/search" method="get" className="site-search-form">
            <label htmlFor="site-search-input" className="site-visually-hidden">
              Search
            </label>
            <input id="site-search-input" type="search" name="s" defaultValue={searchTerm} placeholder="Search deals, products, posts" />
            <button type="submit">Search</button>
          </form>
        </div>
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
