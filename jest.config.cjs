const path = require('node:path');
const { project, slice } = require('./jest.preset.cjs');

const { readdirSync } = require('node:fs');

// Every team is a top-level mf-* folder (the one list of teams is remoteNameSchema in shared-contracts).
const teams = readdirSync(__dirname).filter((name) => /^mf-[a-z]+$/.test(name));
const slices = ['shell', ...teams];

module.exports = {
  globalSetup: path.join(__dirname, 'tools/jest/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'tools/jest/global-teardown.ts'),
  projects: [
    project(path.join(__dirname, 'shared-contracts'), 'shared-contracts', 'node'),
    project(path.join(__dirname, 'platform-kit'), 'platform-kit', 'node'),
    project(path.join(__dirname, 'tools'), 'tools', 'node'),
    ...slices.flatMap((name) => slice(path.join(__dirname, name), name)),
  ],
};
