// The one jest preset: swc as the fast transform, jsdom for browser code, node for the rest.
// Database suites share one template PGlite data dir built once per run (tools/jest/global-setup.ts).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** One jest project for a folder of a workspace package. */
function project(rootDir, displayName, environment) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment === 'browser' ? 'jsdom' : 'node',
    // Server suites restore a database and boot the platform; on a busy 2-core machine that takes
    // longer than jest's 5 s default, which made hooks time out and leave suites hanging.
    testTimeout: environment === 'browser' ? 5000 : 30_000,
    transform: { '^.+\\.(t|j)sx?$': swc },
    // Several deps (zod, cookie, content-disposition, ...) now ship ESM only; swc turns them into
    // CommonJS for jest. Big CommonJS/WASM packages are left alone for speed and correctness.
    transformIgnorePatterns: ['/node_modules/(@electric-sql|@rspack|@swc|typescript|pg|pg-[a-z-]+|react-dom|jsdom)/'],
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFiles: environment === 'browser' ? [path.join(__dirname, 'tools/jest/browser-setup.ts')] : [],
  };
}

/** The usual pair for a team slice or the shell: client (jsdom) and server (node). */
function slice(rootDir, name) {
  return [
    project(path.join(rootDir, 'client'), `${name}/client`, 'browser'),
    project(path.join(rootDir, 'server'), `${name}/server`, 'node'),
  ];
}

module.exports = { project, slice };
