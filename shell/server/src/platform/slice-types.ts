import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';

/** A team slice's server plugin: Fastify plugin options are the slice context with its own settings. */
export type SlicePlugin<TSettings = unknown> = FastifyPluginAsync<
  SliceContext<FastifyRequest, TSettings, FastifyReply>
>;

/**
 * A slice as the shell holds it, whatever its settings type. Its plugin is typed with `never` settings
 * because the shell only ever passes a slice the value its own `settings` schema parsed
 * (`config.sliceSettings`), which is of that slice's type by construction.
 */
export type Slice = SliceServer<SlicePlugin<never>, unknown>;
