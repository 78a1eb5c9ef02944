import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts';

export type ContentPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;
