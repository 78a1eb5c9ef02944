import type { SiteConfig, VisitorState } from './site';
import type { RemoteName } from './remotes';

/** The SQL surface a slice gets: one PostgreSQL dialect on PGlite or a server. */
export type SqlRow = Record<string, unknown>;
export type Sql = {
  readonly driver: 'pglite' | 'postgres';
  query<R extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Run a script of several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
};

/** What a slice hands the shell to wrap in the layout. `main` is HTML the slice built from escaped text. */
export type PageContent = {
  title: string;
  description?: string;
  main: string;
  status?: number;
  /** Canonical path of the page (for <link rel=canonical>). */
  path?: string;
};

/** Request facts the shell resolves once per request and shares with slices. */
export type RequestContext = {
  /** Random per-browser id from an HttpOnly cookie (anonymous carts, CSRF binding). Not personal data. */
  visitorId: string;
  visitor: VisitorState;
  /** Session-bound CSRF token to put in forms (field `_csrf`) and the `x-csrf-token` header. */
  csrfToken: string;
};

/**
 * Everything a slice's Fastify plugin receives as options. TRequest is Fastify's request type;
 * contracts stay free of a Fastify dependency.
 */
export type SliceContext<TRequest = unknown> = {
  db: Sql;
  site: SiteConfig;
  /** Wrap a slice page in the shell layout (header, menus, footer, overlays, remote snapshot). */
  renderPage(request: TRequest, page: PageContent): Promise<string>;
  requestContext(request: TRequest): RequestContext;
  /** Server-only settings (never sent to browsers); optional so older callers keep compiling. */
  server?: SliceServerSettings;
};

/** Server-side settings a slice may need: run mode, the data folder (outbox), mail transport. */
export type SliceServerSettings = {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** Test hook for Playwright: an extra accepted captcha answer, never set in production. */
  captchaTestAnswer?: string;
};

export type SeedOptions = { products: number; posts: number; offers: number; users: number };
export type SeedProgress = (step: string, done: number, total: number) => void;

/** A fragment the shell composes into a page owned by no single slice (the home page). */
export type HomeSection = { order: number; html: string };

/** A menu entry a slice contributes to the header menus (spec 2.4); children become submenus. */
export type MenuItem = { label: string; href: string; children?: MenuItem[] };
export type MenuContribution = { order: number; items: MenuItem[] };

/**
 * A catalogue item as the search index sees it. Slices that own searchable content (shop, content)
 * publish these; mf-search indexes them in its own tables. No slice reads another's tables.
 */
export type SearchDocument = {
  postType: 'product' | 'post' | 'offer';
  sourceId: number;
  title: string;
  body: string;
  url: string;
  imageUrl: string | null;
  date: string | null;
  /** taxonomy key -> term names (e.g. product_cat -> ['Laptops']). */
  taxonomies: Record<string, string[]>;
  /** taxonomy key -> term ids, for exclude_* filters. */
  termIds: Record<string, number[]>;
  popularity: number;
  price: {
    price: string | null;
    regularPrice: string | null;
    minPrice: string | null;
    maxPrice: string | null;
    saleDiscount: number;
  } | null;
  rating: number;
};

/** A taxonomy term as the search index sees it (spec 3.4). */
export type SearchTerm = {
  taxonomy: string;
  taxonomyPluralName: string;
  termId: number;
  name: string;
  description: string;
  url: string;
};

/** What each mf-x/server exports for the shell to compose. */
export type SliceServer<TPlugin> = {
  name: RemoteName;
  /** Postgres schema the slice owns; nothing else queries it. */
  schema: string;
  /** Folder of ordered SQL migrations (001-*.sql, 002-*.sql, ...). */
  migrationsDir: string;
  plugin: TPlugin;
  seed?: (db: Sql, options: SeedOptions, progress: SeedProgress) => Promise<void>;
  homeSection?: (db: Sql, site: SiteConfig) => Promise<HomeSection>;
  /** Entries for the main header menu (desktop menu and the mobile off-canvas menu). */
  menu?: (db: Sql) => Promise<MenuContribution>;
  /** Feed the search index: every searchable item and taxonomy term this slice owns. */
  searchDocuments?: (db: Sql) => AsyncIterable<SearchDocument[]>;
  searchTerms?: (db: Sql) => Promise<SearchTerm[]>;
  /**
   * mf-search only: rebuild its index from the documents and terms the other slices publish. The
   * feed queries the database as it goes, so never hold a transaction open while reading it.
   */
  indexDocuments?: (
    db: Sql,
    documents: AsyncIterable<SearchDocument[]>,
    terms: SearchTerm[],
    progress: SeedProgress,
  ) => Promise<void>;
  /** Who the visitor is, from the request's cookies (mf-auth's sessions). */
  resolveVisitor?: (db: Sql, cookies: Record<string, string | undefined>) => Promise<VisitorState>;
  /** Absolute path of the slice's stylesheet (team-prefixed classes), linked from every page. */
  stylesheet?: string;
};
