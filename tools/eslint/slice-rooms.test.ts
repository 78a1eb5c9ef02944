import path from 'node:path';
import { RuleTester } from 'eslint';
import { parser } from 'typescript-eslint';
import { sliceRooms } from './slice-rooms.cjs';
import { lintSnippet } from './lint-snippet';

const root = path.resolve(__dirname, '../..');
/** A file of a slice's server at `rel` (under mf-x/server/src/). */
const at = (rel: string) => path.join(root, 'mf-x/server/src', rel);

const tester = new RuleTester({ languageOptions: { parser } });

const ROUTE = `import type { FastifyInstance } from 'fastify';
export function registerX(app: FastifyInstance): void {
  app.get('/x', async (_request, reply) => reply.send('x'));
}`;
const TYPED_ROUTE = `import type { FastifyInstance } from 'fastify';
import { X_PATH } from './paths';
export function registerX(app: FastifyInstance): void {
  const typed = app.withTypeProvider();
  typed.post(X_PATH, { schema: {} }, async (_request, reply) => reply.code(204).send());
}`;
const HTML = `import { html } from '@site/platform-kit/html';
export const box = (text: string) => html\`<p class="x-box">\${text}</p>\`;`;
const SQL = `import type { Sql } from '@site/shared-contracts/platform';
export async function count(db: Sql): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM x.things');
  return rows[0]?.n ?? 0;
}`;

tester.run('site/slice-rooms', sliceRooms, {
  valid: [
    // Each kind in its own room, feature sub-folders included.
    { filename: at('routes/x-routes.ts'), code: ROUTE },
    { filename: at('routes/feature/x-routes.ts'), code: TYPED_ROUTE },
    { filename: at('views/box.ts'), code: HTML },
    { filename: at('views/feature/page.ts'), code: 'export const page = `<div class="x">${1}</div>`;' },
    { filename: at('data/things.ts'), code: SQL },
    { filename: at('data/feature/things.ts'), code: 'export const q = `UPDATE x.things SET n = n + 1 WHERE id = $1`;' },
    // Excepted: tests, seed, bench and test helpers.
    { filename: at('engine/engine.test.ts'), code: `${ROUTE}\n${SQL.replace(/^import.*\n/, '')}` },
    { filename: at('seed/seed.ts'), code: SQL },
    { filename: at('bench/pages.ts'), code: ROUTE },
    { filename: at('testing/x-app.ts'), code: HTML },
    // Outside the slices' servers the rule does not apply.
    { filename: path.join(root, 'shell/server/src/app.ts'), code: ROUTE },
    { filename: path.join(root, 'mf-x/client/src/x.ts'), code: HTML },
    // The entry files at the top of src/.
    { filename: at('index.ts'), code: 'export const slice = {};' },
    { filename: at('settings.ts'), code: 'export const settings = {};' },
    { filename: at('services.ts'), code: 'export const services = {};' },
    // Look-alikes: a map's get, a cache with a loader, prose, a usage placeholder, a query string's `.query`.
    {
      filename: at('engine/cache.ts'),
      code: `const memo = new Map<string, number>();
export const one = memo.get('/path');
export const two = (cache: { get(k: string, f: () => number): number }) => cache.get('key', () => 1);
export const text = 'Select a store. Update your password. Delete from the list. With love.';
export const usage = { value: '<address>', other: '<display name>' };
export const search = (request: { query: Record<string, string> }) => request.query;
export const url = '/popups/demo/x';`,
    },
  ],
  invalid: [
    // Handlers outside routes/: a path literal on any receiver, a path constant on a Fastify instance.
    { filename: at('engine/x.ts'), code: ROUTE, errors: [{ messageId: 'route' }] },
    { filename: at('feature/x-routes.ts'), code: TYPED_ROUTE, errors: [{ messageId: 'route' }] },
    {
      filename: at('feature/x.ts'),
      code: "import type { FastifyInstance } from 'fastify';\nimport { X_PATH } from './paths';\nimport { handler } from './handler';\nexport const go = (app: FastifyInstance) => app.withTypeProvider().post(X_PATH, { schema: {} }, handler);",
      errors: [{ messageId: 'route' }],
    },
    {
      filename: at('views/x.ts'),
      code: "export const go = (typed: { all(p: string, h: () => void): void }) => typed.all('/x/*', () => {});",
      errors: [{ messageId: 'route' }],
    },
    {
      filename: at('feature/x.ts'),
      code: "export const go = (app: { route(o: object): void }) => app.route({ method: 'GET', url: '/x', handler: () => {} });",
      errors: [{ messageId: 'route' }],
    },
    {
      filename: at('feature/action.ts'),
      code: "export const go = (ctx: { ajax: { register(a: string, h: () => void): void } }) => ctx.ajax.register('x_action', () => {});",
      errors: [{ messageId: 'route' }],
    },
    // HTML outside views/: the kit's template (under any local name), or a plain string that is markup.
    { filename: at('feature/box.ts'), code: HTML, errors: [{ messageId: 'html' }] },
    {
      filename: at('data/box.ts'),
      code: "import { html as h } from '@site/platform-kit/html';\nexport const b = h`<b>x</b>`;",
      errors: [{ messageId: 'html' }],
    },
    {
      filename: at('routes/list.ts'),
      code: 'export const main = (inner: string) => `<div class="x-list">${inner}</div>`;',
      errors: [{ messageId: 'html' }],
    },
    {
      filename: at('captcha/picture.ts'),
      code: 'export const svg = \'<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>\';',
      errors: [{ messageId: 'html' }],
    },
    // SQL outside data/: a statement, a schema-qualified table in a fragment, a query run from elsewhere.
    { filename: at('feature/count.ts'), code: SQL, errors: [{ messageId: 'sql' }] },
    {
      filename: at('routes/x.ts'),
      code: 'export const q = `WITH due AS (SELECT id FROM x.jobs) DELETE FROM x.jobs USING due`;',
      errors: [{ messageId: 'sql' }],
    },
    {
      filename: at('views/x.ts'),
      code: "export const where = (cols: string) => cols + ' FROM x.things WHERE id = $1';",
      errors: [{ messageId: 'sql' }],
    },
    {
      filename: at('mail/outbox.ts'),
      code: "import type { Sql } from '@site/shared-contracts/platform';\nimport { STATEMENT } from './statements';\nexport const run = (tx: Sql) => tx.query(STATEMENT);",
      errors: [{ messageId: 'sql' }],
    },
    {
      filename: at('feature/x.ts'),
      code: "export const q = 'INSERT INTO x.things (id) VALUES ($1)';\nexport const d = `DELETE FROM things WHERE id = $1`;\nexport const u = 'UPDATE things SET n = 1';",
      errors: [{ messageId: 'sql' }, { messageId: 'sql' }, { messageId: 'sql' }],
    },
    // A file at the top of src/ that is not an entry file.
    { filename: at('helpers.ts'), code: 'export const x = 1;', errors: [{ messageId: 'entry' }] },
  ],
});

describe('slice rooms in the repository config', () => {
  it('is on for every slice server file, and names the guide', () => {
    expect(lintSnippet('mf-shop/server/src/cart/x.ts', `${HTML}\n`, 'site/slice-rooms')).toEqual([
      expect.stringContaining('HTML belongs in server/src/views/ (this file is in cart/)'),
    ]);
    expect(lintSnippet('mf-shop/server/src/views/x.ts', `${HTML}\n`, 'site/slice-rooms')).toEqual([]);
  });
});
