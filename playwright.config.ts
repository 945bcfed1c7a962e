import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end specs drive Debian's Chromium (never a downloaded browser) against `npm start`
// on a throwaway data directory, so every run starts from the demo catalogue.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'carsi-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // A journey's whole budget; each step still fails after expect's 10 s. On CI's loaded 2-vCPU
  // machine journeys take up to ~1.9× their quiet time: at 30 s, one that takes 17–22 s alone
  // (an order, a request and an SMS sign-in) timed out twice at 32–33 s. Longer journeys set
  // their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'e2e/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
    // Signs the demo admins in once; the back-office specs reuse their cookies.
    { name: 'admin-sessions', testMatch: '**/*.setup.ts' },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      dependencies: ['admin-sessions'],
    },
    {
      // The phone: every journey (the shoppers', the staff's and the wholesale portal's) also
      // runs at 390 px with touch. Journeys that change shared state make their own accounts and
      // orders, so the two projects run side by side.
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      dependencies: ['admin-sessions'],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Parallel browsers all write from 127.0.0.1: the per-IP limits (API writes, SMS codes per
    // hour) are off here; the per-phone limits still hold.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      API_WRITES_PER_MINUTE: '0',
      IP_RATE_LIMITS: 'off',
      // A second code to one phone after 3 s instead of a minute (the journeys that sign in twice).
      SMS_RESEND_SECONDS: '3',
      // Packing opens at 10:00 Turkey time; the journeys that pack run at any hour.
      PACKING_OPENS_HOUR: '0',
    },
  },
});
