import type { CommandFlag } from '@site/shared-contracts/platform';
import type { Program } from '../cli/args';

const reason: CommandFlag = { type: 'string', value: '<why>', description: 'why: kept in the audit log' };
const percent: CommandFlag = {
  type: 'string',
  value: '<1-99>',
  required: true,
  description: 'the share of visitors who get the canary',
};
const from: CommandFlag = {
  type: 'string',
  value: '<build dir>',
  description: "a build made elsewhere, with its build-info.json (default: the workspace's <remote>/dist)",
};
const version: CommandFlag = {
  type: 'string',
  value: '<v>',
  description: 'the version to publish it as (default: its package version and content hash)',
};

/** `npm run remotes -- <command>`: each command's words and flags, read by the parser and printed by --help. */
export const REMOTES: Program = {
  command: 'npm run remotes --',
  summary: `Publish, switch and audit the remotes' versions in DATA_DIR (or DATABASE_URL), or push a build to a running
site over HTTP. On PGlite stop npm start first: one process at a time may open DATA_DIR.`,
  subcommands: {
    list: {
      summary: 'every remote, its versions (publish time, publisher, size, contracts), the active one and any canary',
      flags: {},
    },
    publish: {
      positionals: ['<remote>'],
      summary: "copy a build into the store with its SHA-384 hashes (the workspace's own build unless --from)",
      flags: {
        from,
        version,
        activate: { type: 'boolean', description: 'make it the active version as well' },
        reason,
      },
    },
    push: {
      positionals: ['<remote>'],
      summary: 'send a build to a running site over HTTP, with the deploy token in DEPLOY_TOKEN (no database here)',
      flags: {
        url: { type: 'string', value: '<site url>', required: true, description: 'the site to publish to' },
        from: { ...from, value: '<dir>' },
        version,
      },
    },
    activate: {
      positionals: ['<remote>', '<version>'],
      summary: 'make a published version the active one (health-checked first); the next page load uses it',
      flags: { reason },
    },
    rollback: {
      positionals: ['<remote>'],
      summary: 'back to the version that was active before',
      flags: { reason },
    },
    'canary start': {
      positionals: ['<remote>', '<version>'],
      summary: 'serve a published version to a share of visitors',
      flags: { percent, reason },
    },
    'canary widen': {
      positionals: ['<remote>'],
      summary: "change the running canary's share",
      flags: { percent, reason },
    },
    'canary stop': {
      positionals: ['<remote>'],
      summary: 'end the canary: every visitor gets the active version again',
      flags: { reason },
    },
    override: {
      positionals: ['<remote>'],
      summary: "a signed, expiring link that makes one browser load another version or a dev server's build (QA)",
      flags: {
        version: { type: 'string', value: '<v>', description: 'a published version' },
        'dev-url': { type: 'string', value: '<manifest url>', description: "a dev server's mf-manifest.json" },
        minutes: { type: 'string', value: '<n>', description: 'how long the link works (default 60, at most a day)' },
        reason,
      },
    },
    audit: {
      positionals: ['[<remote>]'],
      summary: 'the append-only log of every change (the last 200)',
      flags: {},
    },
    'token create': {
      positionals: ['<remote>'],
      summary: 'a deploy token for push, limited to that remote (printed once)',
      flags: {
        label: { type: 'string', value: '<name>', description: 'what it is for (default "<remote> pipeline")' },
      },
    },
    'token revoke': { positionals: ['<id>'], summary: 'revoke a deploy token', flags: {} },
    'token list': { summary: 'every deploy token, who made it, and whether it is revoked', flags: {} },
  },
};
