import { defineConfig, devices } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from './src/analytics/config';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A reader who already chose "Essential only": the cookie dialog stays out of the way.
    // The consent tests start from an empty storage instead.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${PORT}`, localStorage: [{ name: CONSENT_STORAGE_KEY, value: 'denied' }] }],
    },
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
  projects: [
    {
      name: 'chromium',
      testIgnore: /feedback-load\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
    // The load test saturates the machine: run it after the timing-sensitive browser tests.
    { name: 'load', testMatch: /feedback-load\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}/x/introduction/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
