import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ROOT = path.resolve(__dirname, '..');
// One data dir per port, so two suites (or two developers' runs) never share a database.
const DATA_DIR = path.join(ROOT, `.tmp/e2e-data-${PORT}`);

// The Debian chromium, never a downloaded browser. Flags keep it off the (closed) network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    // A fresh embedded database with a small seeded catalogue; the real `npm start` path serves it.
    command: `rm -rf "${DATA_DIR}" && npm run seed -- --products 400 --posts 60 --offers 40 --users 10 && npm start`,
    cwd: ROOT,
    env: {
      DATA_DIR,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      // Development aids the journeys need; mf-auth accepts them only because HOST is loopback.
      AUTH_CAPTCHA_TEST_ANSWER: 'e2e-pass',
      AUTH_DEV_OUTBOX: 'on',
      // The journeys read mailed links at once; the worker's default second would only slow them.
      AUTH_MAIL_POLL_MS: '100',
      NEWSLETTER_POLL_MS: '100',
      // The site's own demo popups stay disabled (npm start would seed them on): a welcome modal opening by itself
      // on the home page would cover what the other journeys click and load mf-popups there unasked.
      POPUPS_SITE_DEMO: 'off',
    },
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
