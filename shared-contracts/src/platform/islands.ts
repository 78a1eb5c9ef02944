import * as z from 'zod/mini';
import type { EventBus } from './events';
import type { LayerStack } from './layers';
import type { SiteConfig, VisitorState } from './site';
import exposes from './exposes.json';
import { remoteNameSchema, type RemoteName } from './remotes';

/**
 * The exposed modules of each remote, declared once: the shell loads islands only by these names, the
 * rspack preset builds exactly these exposes (from `client/src/islands/<name>.ts`), and `remotes publish`
 * refuses a build whose manifest exposes anything else. JSON, so the build tooling reads it too.
 */
export const exposedModules: Readonly<Record<RemoteName, readonly string[]>> = exposes;

/** `data-island="mf-search/search-box"` on a placeholder. */
export const islandIdSchema = z.string().check(
  z.regex(/^mf-[a-z]+\/[a-z-]+$/),
  z.refine((id) => {
    const [remote, module] = id.split('/');
    const parsed = remoteNameSchema.safeParse(remote);
    return parsed.success && (exposedModules[parsed.data] as readonly string[]).includes(module ?? '');
  }, 'unknown island'),
);

/**
 * When the shell mounts an island: when visible, when the browser is idle, on first interaction, at once, on a
 * click on an element matching its `data-mount-click` selector (the click is replayed once it is mounted), or
 * when the page's hash matches its `data-mount-hash` pattern (at load or on a hash change).
 */
export const mountStrategySchema = z.enum(['visible', 'idle', 'interaction', 'eager', 'click', 'hash']);
export type MountStrategy = z.infer<typeof mountStrategySchema>;

/** The custom props every single-spa parcel receives from the shell. */
export type IslandProps<P = unknown> = {
  bus: EventBus;
  site: SiteConfig;
  visitor: VisitorState;
  csrfToken: string;
  /** The page's one overlay stack: every dialog, panel, popup or toast an island opens joins it. */
  layers: LayerStack;
  /** The island's own props from the placeholder's data-props, validated by the remote. */
  props: P;
  /** The placeholder element the island renders into. */
  domElement: HTMLElement;
  /** Tell the shell the island crashed: it unmounts the parcel and restores the no-JS markup. */
  fail: (error: unknown) => void;
};

/** single-spa parcel lifecycles that each exposed module exports. */
export type IslandLifecycles = {
  bootstrap: (props: IslandProps) => Promise<void>;
  mount: (props: IslandProps) => Promise<void>;
  unmount: (props: IslandProps) => Promise<void>;
};
