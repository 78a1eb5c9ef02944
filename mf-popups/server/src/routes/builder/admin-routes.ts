import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '@site/platform-kit/http';
import type { PageContent, SliceContext } from '@site/shared-contracts/platform';
import { popupSlugSchema } from '@site/shared-contracts/popups';
import { editorValues, EMPTY_EDITOR, readEditor, type EditorValues } from '../../builder/editor-form';
import type { PopupStore } from '../../builder/popup-store';
import { auditOf, listBuilderPopups, saveBuilderPopup } from '../../data/builder-popups';
import { adminListMain, editorMain, previewMain } from '../../views/builder/admin-pages';

type Ctx = SliceContext<FastifyRequest>;

function requireAdmin(ctx: Ctx, request: FastifyRequest) {
  const { visitor } = ctx.requestContext(request);
  if (!visitor.loggedIn)
    throw unauthorized('Log in with an administrator account to edit popups.', 'POPUPS_LOGIN_REQUIRED');
  if (!visitor.user.roles.includes('admin'))
    throw forbidden('Only administrators can edit popups.', 'POPUPS_ADMIN_ONLY');
  return visitor.user;
}

const idParams = z.object({ id: popupSlugSchema });
const toggleParams = z.object({ id: popupSlugSchema, state: z.enum(['enable', 'disable']) });
const field = z.string().max(100_000).optional().default('');
const editorBody = z.object({
  id: field,
  title: field,
  enabled: z.literal('on').optional(),
  pages: field,
  content: field,
  settings: field,
});

async function send(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, page: PageContent, status = 200) {
  reply.header('cache-control', 'no-store');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(await ctx.renderPage(request, page));
}

/** The editor of issue 15: admin role only, CSRF-checked form posts (by the shell), every write audited. */
export function registerAdminRoutes(app: FastifyInstance, ctx: Ctx, store: PopupStore): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const find = async (id: string) => (await listBuilderPopups(ctx.db)).find((p) => p.id === id);
  const token = (request: FastifyRequest) => ctx.requestContext(request).csrfToken;

  typed.get('/admin/popups', async (request, reply) => {
    requireAdmin(ctx, request);
    const popups = await listBuilderPopups(ctx.db);
    return send(ctx, request, reply, { title: 'Site popups', main: String(adminListMain(popups, token(request))) });
  });

  typed.get('/admin/popups/new', async (request, reply) => {
    requireAdmin(ctx, request);
    const main = editorMain({ values: EMPTY_EDITOR, isNew: true, csrfToken: token(request) });
    return send(ctx, request, reply, { title: 'New popup', main: String(main) });
  });

  typed.get('/admin/popups/:id/edit', { schema: { params: idParams } }, async (request, reply) => {
    requireAdmin(ctx, request);
    const popup = await find(request.params.id);
    if (!popup) throw notFound('No such popup', 'POPUPS_NOT_FOUND');
    const audit = await auditOf(ctx.db, popup.id);
    const main = editorMain({ values: editorValues(popup), isNew: false, csrfToken: token(request), audit });
    return send(ctx, request, reply, { title: `Edit ${popup.title}`, main: String(main) });
  });

  typed.get('/admin/popups/:id/preview', { schema: { params: idParams } }, async (request, reply) => {
    requireAdmin(ctx, request);
    const popup = await find(request.params.id);
    if (!popup) throw notFound('No such popup', 'POPUPS_NOT_FOUND');
    return send(ctx, request, reply, { title: `Preview ${popup.title}`, main: String(previewMain(popup)) });
  });

  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: z.infer<typeof editorBody>,
    isNew: boolean,
  ) => {
    const user = requireAdmin(ctx, request);
    const values: EditorValues = { ...body, enabled: body.enabled === 'on' };
    const read = readEditor(values);
    const result =
      'popup' in read && isNew && (await find(read.popup.id)) ? { errors: ['id: a popup with this id exists'] } : read;
    if ('errors' in result) {
      const main = editorMain({ values, isNew, csrfToken: token(request), errors: result.errors });
      return send(ctx, request, reply, { title: 'Popup not saved', main: String(main) }, 400);
    }
    await saveBuilderPopup(ctx.db, result.popup, user.id, isNew ? 'create' : 'update');
    await store.sync(ctx.db);
    return reply.redirect('/admin/popups', 303);
  };

  typed.post('/admin/popups', { schema: { body: editorBody } }, async (request, reply) =>
    save(request, reply, request.body, true),
  );

  typed.post('/admin/popups/:id', { schema: { params: idParams, body: editorBody } }, async (request, reply) => {
    requireAdmin(ctx, request);
    if (!(await find(request.params.id))) throw notFound('No such popup', 'POPUPS_NOT_FOUND');
    return save(request, reply, { ...request.body, id: request.params.id }, false);
  });

  typed.post('/admin/popups/:id/:state', { schema: { params: toggleParams } }, async (request, reply) => {
    const user = requireAdmin(ctx, request);
    const popup = await find(request.params.id);
    if (!popup) throw notFound('No such popup', 'POPUPS_NOT_FOUND');
    const { impressions: _count, ...stored } = popup;
    await saveBuilderPopup(
      ctx.db,
      { ...stored, enabled: request.params.state === 'enable' },
      user.id,
      request.params.state,
    );
    await store.sync(ctx.db);
    return reply.redirect('/admin/popups', 303);
  });
}
