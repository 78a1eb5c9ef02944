// Where code lives in a slice's server (docs/team-guide.md, "Where code lives"), checked by a tool rather than
// goodwill. Each file of mf-*/server/src is in a room: the first folder under src/ (routes/, views/, data/, a domain
// folder such as engine/ or accounts/), or the top of src/ itself. Three kinds of code have one room each:
//   - an HTTP handler (a Fastify route registration, or an action on the site's AJAX endpoint) lives in routes/;
//   - HTML (the kit's `html` template, or a string literal that is markup) lives in views/;
//   - SQL (a string or template literal that reads as SQL, or a `db.query(...)` call) lives in data/;
// and the top of src/ holds only index.ts, settings.ts and services.ts. Test files (*.test.ts) and the seed/,
// bench/ and testing/ rooms are excepted; migrations are .sql files outside src/. The checks read the syntax only
// (no type information): the patterns below say exactly what they recognise.
// CommonJS so that both eslint.config.mjs and the tools jest project (its RuleTester test) can load it.
const path = require('node:path');

/** @typedef {import('estree').Node} Node */
/** @typedef {import('estree').CallExpression} CallExpression */
/** @typedef {import('eslint').Scope.Scope} Scope */

const root = path.resolve(__dirname, '../..');

/** Rooms whose files the rule leaves alone: demo data, benchmarks and test helpers may hold anything. */
const EXCEPTED_ROOMS = new Set(['seed', 'bench', 'testing']);
/** The only files at the top of server/src. */
const ENTRY_FILES = new Set(['index.ts', 'settings.ts', 'services.ts']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Fastify's route shorthands (`app.get(...)`, `typed.post(...)` ...); `route` takes an options object. */
const ROUTE_METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'all']);
/** Receivers that are a Fastify instance by this repository's naming (`typed = app.withTypeProvider()` ...). */
const FASTIFY_NAMES = new Set(['app', 'fastify', 'instance', 'server', 'typed']);

/**
 * SQL in a literal, upper-case keywords only (the repository's style; prose rarely has them, and lower-case SQL
 * is not recognised): a statement at the start of the text, or a schema-qualified table after FROM, JOIN, INTO or
 * UPDATE anywhere in it (a fragment such as `' FROM shop.products WHERE ...'`).
 */
const SQL_PATTERNS = [
  /^\s*\(?\s*SELECT\s/,
  /^\s*INSERT\s+INTO\s/,
  /^\s*UPDATE\s+[\w."]+\s+(?:AS\s+\w+\s+)?SET\s/,
  /^\s*DELETE\s+FROM\s/,
  /^\s*WITH\s+(?:RECURSIVE\s+)?[\w"]+(?:\s*\([^)]*\))?\s+AS\s*(?:(?:NOT\s+)?MATERIALIZED\s*)?\(/,
  /^\s*(?:CREATE|ALTER|DROP)\s+(?:UNIQUE\s+|TEMP(?:ORARY)?\s+|OR\s+REPLACE\s+)*(?:TABLE|INDEX|SCHEMA|VIEW|FUNCTION|TRIGGER|EXTENSION|SEQUENCE|TYPE|MATERIALIZED\s+VIEW)\s/,
  /^\s*(?:TRUNCATE|VACUUM|ANALYZE|LOCK\s+TABLE|COPY)\s/,
  /\b(?:FROM|JOIN|INTO|UPDATE)\s+"?[a-z_][a-z0-9_]*"?\."?[a-z_][a-z0-9_]*\b/,
];
/** Receivers of a `.query(...)` call that run SQL: the slice's `db`, a transaction's `tx`, `ctx.db` ... */
const SQL_RUNNERS = new Set(['db', 'tx', 'pool', 'client', 'sql']);
/**
 * HTML in a plain string: the text starts with a tag (`<div ...`, `</p>`, `<svg ...`, `<!doctype html>`) and closes
 * one somewhere (`</`, `/>`), so a lone placeholder such as a command's `<address>` is not markup.
 */
const MARKUP = /^\s*(?:<!doctype\s|<\/?[a-zA-Z][\w:-]*[\s/>][\s\S]*(?:<\/|\/>))/i;

/**
 * The room of a file: '' for the top of src/, else the first folder under src/; null where the rule does not
 * apply (outside mf-x/server/src, a test file, an excepted room).
 * @param {string} filename
 * @returns {string | null}
 */
function roomOf(filename) {
  const [team = '', side, src, ...rest] = path.relative(root, filename).split(path.sep);
  if (!/^mf-[a-z]+$/.test(team) || side !== 'server' || src !== 'src' || rest.length === 0) return null;
  if (TEST_FILE.test(rest[rest.length - 1] ?? '')) return null;
  const room = rest.length === 1 ? '' : (rest[0] ?? '');
  return EXCEPTED_ROOMS.has(room) ? null : room;
}

/**
 * `b` of `a.b` (not `a[b]`), else null.
 * @param {Node} node
 */
const propertyName = (node) =>
  node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' ? node.property.name : null;

/**
 * `x.withTypeProvider<...>()`
 * @param {Node} node
 */
const isTypeProviderCall = (node) => node.type === 'CallExpression' && propertyName(node.callee) === 'withTypeProvider';

/**
 * Whether an expression is a Fastify instance by its shape or its name: `app`, `typed`, `x.server`,
 * `app.withTypeProvider()`, or a variable set to that (`const http = app.withTypeProvider<ZodTypeProvider>()`).
 * @param {Node} node
 * @param {Scope | null} scope
 */
function looksLikeFastify(node, scope) {
  if (isTypeProviderCall(node)) return true;
  if (node.type === 'MemberExpression') return propertyName(node) === 'server' || propertyName(node) === 'app';
  if (node.type !== 'Identifier') return false;
  if (FASTIFY_NAMES.has(node.name)) return true;
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(node.name);
    if (!variable) continue;
    return variable.defs.some(
      (def) => def.node.type === 'VariableDeclarator' && !!def.node.init && isTypeProviderCall(def.node.init),
    );
  }
  return false;
}

/**
 * A literal's text: a string's value, or a template's static parts with `?` where its expressions are; else null.
 * @param {Node | undefined} node
 * @returns {string | null}
 */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('?');
  return null;
}

/**
 * `{ url: ... }` or `{ path: ... }`: a route's options.
 * @param {Node | undefined} node
 */
const hasUrl = (node) =>
  node?.type === 'ObjectExpression' &&
  node.properties.some(
    (p) => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && ['url', 'path'].includes(p.key.name),
  );

/**
 * A route registration: `<any>.get('/path', ...)` (a path literal, then at least a handler),
 * `<fastify>.get(PATH, handler)` (a Fastify receiver, whatever its path and handler), `<any>.route({ url, ... })`,
 * `<fastify>.route(options)`, or an action on the site's AJAX endpoint (`ctx.ajax.register(ACTION, handler)`).
 * @param {CallExpression} node
 * @param {Scope} scope
 */
function isRouteRegistration(node, scope) {
  const callee = node.callee;
  const method = propertyName(callee);
  if (!method || callee.type !== 'MemberExpression' || callee.object.type === 'Super') return false;
  const args = node.arguments;
  if (ROUTE_METHODS.has(method)) {
    // A map's or a cache's get has one argument, or no path and no Fastify receiver.
    if (args.length < 2) return false;
    return literalText(args[0])?.startsWith('/') || looksLikeFastify(callee.object, scope);
  }
  if (method === 'route') return hasUrl(args[0]) || (args.length === 1 && looksLikeFastify(callee.object, scope));
  if (method === 'register') {
    const target = callee.object;
    return (target.type === 'Identifier' && target.name === 'ajax') || propertyName(target) === 'ajax';
  }
  return false;
}

/**
 * `db.query(...)`, `tx.query(...)`, `ctx.db.query(...)`: a statement run here, wherever its text comes from.
 * @param {CallExpression} node
 */
function isQueryCall(node) {
  const callee = node.callee;
  if (propertyName(callee) !== 'query' || callee.type !== 'MemberExpression') return false;
  const target = callee.object;
  const name = target.type === 'Identifier' ? target.name : propertyName(target);
  return name !== null && SQL_RUNNERS.has(name);
}

/** @param {string} text */
const isSql = (text) => SQL_PATTERNS.some((pattern) => pattern.test(text));

const GUIDE = 'see docs/team-guide.md, "Where code lives"';

/** @type {import('eslint').Rule.RuleModule} */
const sliceRooms = {
  meta: {
    type: 'problem',
    docs: { description: "Keep a slice server's HTTP handlers in routes/, its HTML in views/ and its SQL in data/" },
    schema: [],
    messages: {
      route: `An HTTP handler belongs in server/src/routes/ (this file is in {{room}}); ${GUIDE}.`,
      html: `HTML belongs in server/src/views/ (this file is in {{room}}); ${GUIDE}.`,
      sql: `SQL belongs in server/src/data/ (this file is in {{room}}); ${GUIDE}.`,
      entry: `The top of server/src holds only index.ts, settings.ts and services.ts: put this file in a room; ${GUIDE}.`,
    },
  },
  create(context) {
    const room = roomOf(context.filename);
    if (room === null) return {};
    const data = { room: room === '' ? 'the top of src/' : `${room}/` };
    /** @type {(node: Node, messageId: 'route' | 'html' | 'sql' | 'entry') => void} */
    const report = (node, messageId) => context.report({ node, messageId, data });
    /** @param {Node} node */
    const checkText = (node) => {
      const text = literalText(node);
      if (text === null) return;
      if (room !== 'data' && isSql(text)) report(node, 'sql');
      else if (room !== 'views' && MARKUP.test(text)) report(node, 'html');
    };
    // The kit's `html` under whatever local name it was imported as.
    const htmlTags = new Set(['html']);
    return {
      Program(node) {
        if (room === '' && !ENTRY_FILES.has(path.basename(context.filename))) report(node, 'entry');
      },
      ImportDeclaration(node) {
        if (node.source.value !== '@site/platform-kit/html') return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && spec.imported.type === 'Identifier' && spec.imported.name === 'html') {
            htmlTags.add(spec.local.name);
          }
        }
      },
      CallExpression(node) {
        if (room !== 'routes' && isRouteRegistration(node, context.sourceCode.getScope(node))) report(node, 'route');
        // A literal statement is reported as itself; the call only when its text comes from elsewhere.
        const text = literalText(node.arguments[0]);
        if (room !== 'data' && isQueryCall(node) && !(text !== null && isSql(text))) report(node, 'sql');
      },
      TaggedTemplateExpression(node) {
        const kitHtml = node.tag.type === 'Identifier' && htmlTags.has(node.tag.name);
        if (kitHtml && room !== 'views') report(node, 'html');
        else checkText(node.quasi);
      },
      Literal: checkText,
      TemplateLiteral(node) {
        if (node.parent.type !== 'TaggedTemplateExpression') checkText(node);
      },
    };
  },
};

module.exports = { sliceRooms };
