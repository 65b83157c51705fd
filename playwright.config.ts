import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production build served by the real server, on a fresh embedded
 * database, in Debian's Chromium (Playwright's own browser download cannot work here).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = join(import.meta.dirname, 'node_modules/.cache/caseboard', `e2e-data-${port}`);

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: the suite must pass on a slow, loaded two-core machine; waits end on conditions, not on these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: e2eDataDir,
      MAIL_TRANSPORT: 'file',
      LOG_LEVEL: 'warn',
      // Every test signs up from 127.0.0.1: one office's worth of mail per hour is not enough for the suite.
      MAIL_LIMIT_PER_CLIENT_PER_HOUR: '10000',
      // The suite shares a loaded two-core machine with its browser: shedding load there would refuse
      // sign-ins the tests need (load shedding has its own tests in apps/api/test/hardening).
      MAX_EVENT_LOOP_DELAY_MS: '5000',
    },
  },
});
