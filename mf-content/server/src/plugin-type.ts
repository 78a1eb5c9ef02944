import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';

export type ContentPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;
