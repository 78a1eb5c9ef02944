import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '@site/platform-kit/html';
import { remoteNameSchema, remoteNames, type PageContent, type RemoteName } from '@site/shared-contracts/platform';
import { HttpError } from '../platform/errors';
import type { ReleaseService } from '../releases/release-service';
import { RegistryRefused } from '../store/refusals';
import type { FailureStore } from '../telemetry/failure-store';
import { renderAdminMain, type Notice } from './admin-view';
import { NOT_ADMIN, NOT_LOGGED_IN, requireAdmin, type AdminUser } from './require-admin';

type RenderPage = (request: FastifyRequest, page: PageContent) => Promise<string>;

const ACTIONS = [
  'activate',
  'rollback',
  'canary-start',
  'canary-widen',
  'canary-stop',
  'override',
  'token-create',
] as const;
type Action = (typeof ACTIONS)[number];

const formSchema = z.object({
  reason: z.string().trim().max(500).default(''),
  version: z.string().trim().max(64).optional(),
  percent: z.coerce.number().int().optional(),
  devUrl: z.string().trim().max(500).optional(),
  label: z.string().trim().max(100).optional(),
  minutes: z.coerce.number().optional(),
});

async function perform(
  service: ReleaseService,
  remote: RemoteName,
  action: Action,
  body: unknown,
  admin: AdminUser,
): Promise<Notice> {
  const form = formSchema.parse(body ?? {});
  const change = { actor: `${admin.displayName} (#${admin.id})`, reason: form.reason };
  const need = <T>(value: T | undefined | '', what: string): T => {
    if (value === undefined || value === '') throw new RegistryRefused(`choose ${what}`);
    return value;
  };
  switch (action) {
    case 'activate': {
      const version = need(form.version, 'a version');
      await service.registry.activate(remote, version, change);
      return { ok: true, message: `${remote}@${version} is now active.` };
    }
    case 'rollback': {
      const { from, to } = await service.registry.rollback(remote, change);
      return { ok: true, message: `${remote} rolled back from ${from} to ${to}.` };
    }
    case 'canary-start': {
      const version = need(form.version, 'a version');
      const percent = need(form.percent, 'a percent');
      await service.canaries.start(remote, version, percent, change);
      return { ok: true, message: `Canary started: ${remote}@${version} for ${percent}% of visitors.` };
    }
    case 'canary-widen': {
      const percent = need(form.percent, 'a percent');
      await service.canaries.widen(remote, percent, change);
      return { ok: true, message: `The ${remote} canary now serves ${percent}% of visitors.` };
    }
    case 'canary-stop': {
      const { version } = await service.canaries.stop(remote, change);
      return { ok: true, message: `The ${remote} canary (${version}) is stopped.` };
    }
    case 'override': {
      const target = form.devUrl ? { devUrl: form.devUrl } : { version: need(form.version, 'a version or a dev URL') };
      const issued = await service.overrides.issue(
        { remote, ...target, ...(form.minutes ? { minutes: form.minutes } : {}) },
        change,
      );
      const copy = { label: 'Override link (open it in the one browser that should use it)', value: issued.url };
      return {
        ok: true,
        message: `QA override for ${remote} issued; it expires ${issued.expiresAt.toISOString()}.`,
        copy,
      };
    }
    case 'token-create': {
      const created = await service.tokens.create(remote, form.label || `${remote} pipeline`, change.actor);
      const copy = { label: `Deploy token #${created.id} for ${remote} (shown only now)`, value: created.token };
      return {
        ok: true,
        message: `Deploy token #${created.id} created for ${remote}. Store it in the team's pipeline secrets.`,
        copy,
      };
    }
  }
}

/** GET /admin/remotes and its action forms (POST, CSRF-checked by the platform, admins only). */
export function registerAdminRoutes(
  app: FastifyInstance,
  options: { service: ReleaseService; failures: FailureStore; renderPage: RenderPage },
): void {
  const { service, failures } = options;
  const render = async (request: FastifyRequest, reply: FastifyReply, notice?: Notice, status = 200) => {
    const active = await service.registry.activeVersions();
    const canaries = await service.canaries.list();
    const remotes = await Promise.all(
      remoteNames.map(async (name) => ({
        name,
        active: active.get(name) ?? null,
        canary: canaries.get(name) ?? null,
        versions: await service.registry.versions(name),
      })),
    );
    const main = renderAdminMain({
      csrfToken: request.siteContext.csrfToken,
      remotes,
      failures: await failures.counts(),
      audit: await service.registry.audit(undefined, 100),
      ...(notice ? { notice } : {}),
    });
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.send(
      await options.renderPage(request, { title: 'Remote releases', main, status, path: '/admin/remotes' }),
    );
  };

  app.register(async (admin) => {
    // 401 and 403 get a page of their own (with a login link); any other error goes to the site's handler.
    admin.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
      if (!(error instanceof HttpError) || (error.code !== NOT_LOGGED_IN && error.code !== NOT_ADMIN)) throw error;
      const login =
        error.code === NOT_LOGGED_IN ? '<p><a href="/login?redirect_to=%2Fadmin%2Fremotes">Log in</a></p>' : '';
      const main = `<section class="site-error"><h1>${error.statusCode === 401 ? 'Please log in' : 'Administrators only'}</h1><p>${escapeHtml(error.message)}</p>${login}</section>`;
      reply.status(error.statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply.send(
        await options.renderPage(request, { title: 'Remote releases', main, status: error.statusCode }),
      );
    });
    admin.get('/admin/remotes', async (request, reply) => {
      requireAdmin(request);
      return render(request, reply);
    });
    admin.post('/admin/remotes/:remote/:action', async (request, reply) => {
      const user = requireAdmin(request);
      const params = request.params as { remote?: string; action?: string };
      const remote = remoteNameSchema.safeParse(params.remote);
      const action = ACTIONS.find((a) => a === params.action);
      if (!remote.success || !action) throw new HttpError(404, 'NOT_FOUND', 'No such release action');
      try {
        return await render(request, reply, await perform(service, remote.data, action, request.body, user));
      } catch (error) {
        if (error instanceof RegistryRefused) return render(request, reply, { ok: false, message: error.message }, 409);
        if (error instanceof z.ZodError)
          return render(request, reply, { ok: false, message: error.issues[0]?.message ?? 'invalid form' }, 400);
        throw error;
      }
    });
  });
}
