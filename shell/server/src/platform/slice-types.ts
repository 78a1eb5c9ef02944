import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';

/** A team slice's server as the shell composes it: a Fastify plugin taking the slice context. */
export type SlicePlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;
export type Slice = SliceServer<SlicePlugin>;
