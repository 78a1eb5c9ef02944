// Team boundaries, checked by a tool rather than goodwill (see docs/decisions.md).
// Each file belongs to an area (shell/client, mf-search/server, shared-contracts, ...).
// The rule resolves every import to the area it lands in and refuses edges the architecture forbids.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
// Every team is a top-level mf-* folder (the one list of teams is remoteNameSchema in shared-contracts).
const TEAMS = readdirSync(root).filter((name) => /^mf-[a-z]+$/.test(name));
const SERVER_ONLY_PACKAGES =
  /^(node:|fastify|@fastify\/|fastify-plugin|pg$|pg\/|@electric-sql\/|@node-rs\/|nodemailer)/;

/** Where a file lives: { top: 'mf-search', side: 'client' | 'server' | null }. */
function areaOf(absPath) {
  const rel = path.relative(root, absPath).split(path.sep);
  if (rel[0] === '..' || rel.length === 0) return null;
  const top = rel[0];
  // Build configs (rspack.config.ts) sit in client/ but run in Node at build time.
  const tooling = /\.config\.[cm]?[jt]s$/.test(rel[rel.length - 1] ?? '');
  const side = !tooling && (rel[1] === 'client' || rel[1] === 'server') ? rel[1] : null;
  return { top, side };
}

/** The area an import specifier points at, or null for third-party packages. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.')) return areaOf(path.resolve(path.dirname(fromFile), specifier));
  const pkg = /^@site\/([^/]+)(?:\/([^/]+))?/.exec(specifier);
  if (!pkg) return null;
  const top = pkg[1];
  const sub = pkg[2];
  return { top, side: sub === 'client' || sub === 'server' ? sub : null };
}

/** Workspace packages: other areas reach them by package name and public subpath only. */
const PACKAGES = new Set(['shared-contracts', 'platform-kit', 'shell', 'e2e', ...TEAMS]);

function violation(from, to, specifier) {
  const browser = from.side === 'client';
  if (browser && SERVER_ONLY_PACKAGES.test(specifier)) {
    return `browser code may not import server-only module '${specifier}'`;
  }
  if (!to) return null;
  if (browser && to.side === 'server') return `browser code may not import server code ('${specifier}')`;
  if (from.top === 'shared-contracts' && to.top !== 'shared-contracts') {
    return 'shared-contracts depends on zod only';
  }
  if (from.top === 'platform-kit' && to.top !== 'platform-kit' && to.top !== 'shared-contracts') {
    return 'the platform kit holds no team or shell code; it may import only shared-contracts';
  }
  if (from.top === 'e2e' && to.top !== 'e2e' && to.top !== 'shared-contracts' && to.top !== 'platform-kit') {
    return 'e2e drives the site through the browser and HTTP; import only shared-contracts and the kit';
  }
  if (TEAMS.includes(from.top) && TEAMS.includes(to.top) && from.top !== to.top) {
    return `${from.top} may not import another team's code (${to.top}); meet through shared-contracts and HTTP`;
  }
  if (from.top === 'shell' && TEAMS.includes(to.top)) {
    if (from.side === 'client') return 'the shell client reaches remotes only through Module Federation';
    if (to.side !== 'server') return `the shell may import only ${to.top}/server`;
  }
  if (TEAMS.includes(from.top) && to.top === 'shell') {
    return 'remotes receive platform services through props and decorators, never by importing the shell';
  }
  if (specifier.startsWith('.') && to.top !== from.top && PACKAGES.has(to.top) && from.top !== 'tools') {
    return `import ${to.top} by its package name and a public subpath (@site/${to.top}/...), not by a relative path`;
  }
  return null;
}

export const teamBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the team boundaries of the micro-frontend architecture' },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const message = violation(from, targetOf(source.value, context.filename), source.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node, node.arguments[0]);
      },
    };
  },
};
