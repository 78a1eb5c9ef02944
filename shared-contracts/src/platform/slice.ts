import type { ZodType } from 'zod';
import type { RemoteName } from './remotes';
import type { SiteConfig, VisitorState } from './site';
import type { SliceBenchmark } from './bench';
import type { Runtime, SliceCommand } from './slice-commands';
import type { Sql } from './sql';

/** What a slice hands the shell to wrap in the layout. `main` is HTML the slice built from escaped text. */
export type PageContent = {
  title: string;
  description?: string;
  main: string;
  status?: number;
  /** Canonical path of the page (for <link rel=canonical>). */
  path?: string;
  /**
   * The page is the same for every anonymous visitor (it shows no visitor's data and no form token), so
   * the shell may serve it from its shared page cache and let a CDN hold it. Never for logged-in visitors.
   */
  cacheable?: boolean;
};

/** Request facts the shell resolves once per request and shares with slices. */
export type RequestContext = {
  /** Random per-browser id from an HttpOnly cookie (anonymous carts, CSRF binding). Not personal data. */
  visitorId: string;
  visitor: VisitorState;
  /** Session-bound CSRF token to put in forms (field `_csrf`) and the `x-csrf-token` header. */
  csrfToken: string;
};

/** One rate limit: at most `max` attempts per key in each window of `windowMs`. */
export type RateRule = {
  /** Unique on the site, prefixed by the slice (`auth-login-ip`): it names the counters in the shared store. */
  name: string;
  max: number;
  windowMs: number;
  /**
   * When the shared store (Redis) cannot answer: `refuse` for what guards secrets or sends mail (login,
   * registration, reset), `allow` for traffic the site must keep serving (pages, telemetry).
   */
  whenStoreDown: 'refuse' | 'allow';
};

/** A limiter's answer; `storeDown` when it refused only because the shared store is away. */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number; storeDown?: boolean };

/** Counters of one rule, shared by every server process when the site has Redis. */
export type RateLimiter = {
  /** Count one attempt for the key, or refuse it when the window is full. */
  take(key: string): Promise<RateDecision>;
  /** Give back the key's latest attempt (a login that turned out to be right does not count). */
  refund(key: string): Promise<void>;
  /** Would an attempt pass right now? Counts nothing. */
  peek(key: string): Promise<RateDecision>;
};

/** The platform's rate-limit service: exact across processes with REDIS_URL, in memory without. */
export type RateLimits = {
  /** Define a rule, once per app (a second rule of the same name is a programming error). */
  limiter(rule: RateRule): RateLimiter;
};

/**
 * Everything a slice's Fastify plugin receives as options. TRequest is Fastify's request type;
 * contracts stay free of a Fastify dependency. TSettings is what the slice's own `settings` schema
 * parsed from the environment at start.
 */
export type SliceContext<TRequest = unknown, TSettings = unknown, TReply = unknown, TServices = unknown> = {
  db: Sql;
  site: SiteConfig;
  runtime: Runtime;
  settings: TSettings;
  /** What the slice's `services` made at start: the same objects its fragments and content token get. */
  services: TServices;
  /** Wrap a slice page in the shell layout (header, menus, slots, footer, remote snapshot). */
  renderPage(request: TRequest, page: PageContent): Promise<string>;
  requestContext(request: TRequest): RequestContext;
  /**
   * For the account page's owner (mf-auth's `/account`): every slice's sections for this request's
   * logged-in visitor, in their order (none for anyone else). A slice that fails is logged and left out.
   */
  accountSections(request: TRequest): Promise<AccountSection[]>;
  /** Rate limits every process shares (see RateLimits). */
  rateLimits: RateLimits;
  /**
   * Send one mail now through the site's mailer (the slice with `deliverMail`: SMTP, or the development
   * outbox). Call it from a worker, never on a request path, so every address costs a request the same.
   */
  sendMail(message: MailMessage): Promise<void>;
  /** The site's one AJAX endpoint (`SiteConfig.ajaxUrl`): the actions this slice answers there. */
  ajax: AjaxActions<TRequest, TReply>;
};

/**
 * One handler per action name on `POST {ajaxUrl}` (spec 7.2, 7.3, 7.5 all post there). The shell reads the body's
 * `action`, hands the request to the slice that registered it and answers `400 AJAX_UNKNOWN_ACTION` for any other;
 * the handler validates the rest of the body with its own contract and returns what is sent.
 */
export type AjaxActions<TRequest = unknown, TReply = unknown> = {
  /** Register once at plugin time; a name another slice took is a programming error (throws). */
  register(action: string, handler: (request: TRequest, reply: TReply) => Promise<unknown>): void;
};

/** One plain-text mail. */
export type MailMessage = { to: string; subject: string; text: string };

export type SeedOptions = { products: number; posts: number; offers: number; users: number };
export type SeedProgress = (step: string, done: number, total: number) => void;

/** A fragment the shell composes into a page owned by no single slice (the home page). */
export type HomeSection = { order: number; html: string };

/** The home page request a section is rendered for: its path and query (a widget's filters live there). */
export type HomeSectionRequest = {
  url: string;
  /**
   * Every slice's content version as this render sees them (the page cache's key, known without a query):
   * while it stays the same, what a section read for it is still current (platform-kit's `contentMemo`).
   * Absent when the platform does not know them.
   */
  content?: string;
};

/** The logged-in visitor a per-visitor contribution is for. */
export type SignedInUser = Extract<VisitorState, { loggedIn: true }>['user'];

/**
 * A part of the logged-in visitor's own account page that a slice other than the page's owner shows
 * (the shop's cashback clicks): HTML the slice built with the kit's escaping `html`, one `<section>`
 * with its own heading. The account page's owner places the sections by `order`.
 */
export type AccountSection = { order: number; html: string };

/** A menu entry; children become submenus (spec 2.4). */
export type MenuItem = { label: string; href: string; children?: MenuItem[] };
/** An entry a slice places in one of the shell's menus; the shell sorts every slice's entries by `order`. */
export type MenuEntry = MenuItem & { order: number };
/** The shell's three menus: the main (desktop) menu, the top-nav menu and the footer links. */
export type MenuContribution = { main?: MenuEntry[]; top?: MenuEntry[]; footer?: MenuEntry[] };

/** What the shell knows of a request when it asks slices for their slot fragments. */
export type FragmentContext = {
  site: SiteConfig;
  visitor: VisitorState;
  /** For the visitor's own forms in a fragment (the log-out button). */
  csrfToken: string;
  /** The request path, without the query string. */
  path: string;
  /** The first value of each query parameter (the header search keeps the term of `/search?s=`). */
  query: Readonly<Record<string, string>>;
};

/**
 * The slots of the shell layout a slice may fill with its own server-rendered HTML (built with the
 * kit's escaping `html`). The shell owns the frame, the logo, the menus and the slot order; a slot
 * filled by several slices shows their fragments in the slices' order. Fragments must not throw.
 */
export type SliceFragments<TServices = unknown> = {
  headerSearch?(ctx: FragmentContext, services: TServices): string;
  headerAccount?(ctx: FragmentContext, services: TServices): string;
  headerCart?(ctx: FragmentContext, services: TServices): string;
  /** Island placeholders for dialogs and panels mounted on demand, placed once at the end of the page. */
  overlays?(ctx: FragmentContext, services: TServices): string;
  /** A part of the page footer above its links (the newsletter sign-up form). */
  footer?(ctx: FragmentContext, services: TServices): string;
};

/** What a slice's `services` gets: its database, the site and its own parsed settings. */
export type SliceServicesContext<TSettings = unknown> = { db: Sql; site: SiteConfig; settings: TSettings };

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
export type SliceServer<TPlugin, TSettings = unknown, TServices = unknown> = {
  name: RemoteName;
  /** Postgres schema the slice owns; nothing else queries it. */
  schema: string;
  /** Folder of ordered SQL migrations (001-*.sql, 002-*.sql, ...). */
  migrationsDir: string;
  plugin: TPlugin;
  /**
   * The slice's settings, parsed from the environment when the site starts, together with every other
   * slice's: one bad value anywhere stops the server with the whole list of problems.
   */
  settings?: ZodType<TSettings>;
  /**
   * What the slice keeps for the life of the process (an in-memory copy of a table its fragments show), made once
   * when the site starts, before its plugin: the plugin (`SliceContext.services`), its fragments and its content
   * token all get the same objects, so nothing is kept in module state (one per process, shared by every app a
   * test builds).
   */
  services?(ctx: SliceServicesContext<TSettings>): Promise<TServices>;
  /** The slice's parts of the shell layout. */
  fragments?: SliceFragments<TServices>;
  /**
   * Cookies that make a page personal (a session): a request carrying one is never answered from the
   * shared page cache, and what it is answered never goes into it.
   */
  privateCookies?: readonly string[];
  /**
   * A token that changes whenever anything this slice shows on a cacheable page changes, whoever wrote
   * it (statement triggers do it in the database). The shared page cache keys pages by every slice's
   * token, read on each lookup: keep it one tiny query.
   */
  contentVersion?(db: Sql, services: TServices): Promise<string>;
  /** Entries for the shell's menus. */
  menu?: (db: Sql) => Promise<MenuContribution>;
  /**
   * Write the slice's demo data. `settings` is what the slice's own schema parsed from the environment of the
   * command that seeds (absent where it has none: the slice's defaults apply), so a demo switch such as
   * mf-popups' `POPUPS_SITE_DEMO` decides what is seeded without the slice reading `process.env`.
   */
  seed?(db: Sql, options: SeedOptions, progress: SeedProgress, settings?: TSettings): Promise<void>;
  /**
   * The slice's section of the home page. For anonymous visitors it must be the same for all of them
   * (the home page is shared by the page cache, keyed by its URL, query included); a logged-in visitor's
   * home page is rendered for them. `request` carries the address (a filter of the section lives there).
   */
  homeSection?: (
    db: Sql,
    site: SiteConfig,
    visitor: VisitorState,
    request?: HomeSectionRequest,
  ) => Promise<HomeSection>;
  /**
   * Sections of the logged-in visitor's account page (mf-auth's `/account`) about what this slice keeps
   * for them, so no slice reads another's tables and mf-auth imports nobody. Rendered for that visitor
   * alone, never cached; keep it to one or two bounded queries.
   */
  accountSections?: (db: Sql, site: SiteConfig, user: SignedInUser) => Promise<AccountSection[]>;
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
  /** mf-auth only: deliver one mail now (SMTP or its development outbox); other slices use `SliceContext.sendMail`. */
  deliverMail?(db: Sql, settings: TSettings, site: SiteConfig, message: MailMessage): Promise<void>;
  /** Who the visitor is, from the request's cookies (mf-auth's sessions). */
  resolveVisitor?: (db: Sql, cookies: Record<string, string | undefined>) => Promise<VisitorState>;
  /**
   * Absolute paths of the slice's stylesheets (team-prefixed classes), one per concern, bundled in this
   * order into the site's one stylesheet.
   */
  stylesheet?: string | readonly string[];
  /** Administration commands, run as `npm run cli -- <slice name> <command>`. */
  commands?: Readonly<Record<string, SliceCommand<TSettings>>>;
  /** Budgeted measurements `npm run bench` runs against the seeded site (loaded only by the bench). */
  benchmarks?: () => Promise<readonly SliceBenchmark[]>;
};
