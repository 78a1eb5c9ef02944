import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { VisitorState } from '@site/shared-contracts/platform';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerDrain } from '../platform/drain';
import { allowedHosts, registerHostCheck } from '../platform/host-check';
import { registerRequestContext } from '../platform/request-context';
import { registerSecurityHeaders } from '../platform/security-headers';
import { devSourcesOf } from '../releases/qa-override-cookie';

/** What every request goes through: validation, compression, host check, drain, cookies, headers, its context. */
async function siteHttp(app: FastifyInstance): Promise<void> {
  const { config, db, slices, secret, https, siteOrigin, loopbackDev, front } = app.siteCore;
  // Route schemas are the zod contracts: one schema validates the input, types the handler and
  // serialises the answer (fastify-type-provider-zod); a failed validation is a 400 VALIDATION_FAILED.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // HTML and JSON leave compressed (brotli at the plugin's level 4, about gzip's cost per request);
  // files that never change are compressed once, at the highest level, when they are published.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerHostCheck(app, allowedHosts(config.siteUrl, config.loopbackOnly));
  registerDrain(app, () => front.current?.close());
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSecurityHeaders(app, {
    https,
    remoteOrigins: config.remoteOrigins.filter((o) => o !== siteOrigin),
    devSources: (request) => devSourcesOf(request, secret, config.remoteOrigins, loopbackDev),
  });
  const authSlice = slices.find((s) => s.resolveVisitor);
  registerRequestContext(app, {
    secret,
    siteOrigin,
    secureCookies: https,
    resolveVisitor: async (request): Promise<VisitorState> =>
      authSlice?.resolveVisitor ? authSlice.resolveVisitor(db, request.cookies) : { loggedIn: false },
  });
}

export const siteHttpPlugin = fp(siteHttp, { name: 'site-http', dependencies: ['site-core'] });
