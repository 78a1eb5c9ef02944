import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';

/** A team slice's server plugin: Fastify plugin options are the slice context with its own settings and services. */
export type SlicePlugin<TSettings = unknown, TServices = unknown> = FastifyPluginAsync<
  SliceContext<FastifyRequest, TSettings, FastifyReply, TServices>
>;

/**
 * A slice as the shell holds it, whatever its settings and services types. Its plugin is typed with `never` for
 * both because the shell only ever passes a slice the value its own `settings` schema parsed
 * (`config.sliceSettings`) and what its own `services` made, which are of that slice's types by construction.
 */
export type Slice = SliceServer<SlicePlugin<never, never>, unknown, unknown>;

/** A slice with what its `services` made at start (undefined for a slice without): what the shell composes. */
export type RunningSlice = Slice & { readonly started: unknown };
