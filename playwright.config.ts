import { defineConfig, devices } from '@playwright/test';
import { findChromium, systemChromiumArgs } from './scripts/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
const browser = findChromium();
const launchOptions =
  browser && browser.source !== 'playwright'
    ? { executablePath: browser.executablePath, args: systemChromiumArgs }
    : {};

/**
 * End-to-end tests against the static export built by `npm run build:e2e` (out-e2e/; `npm test` does it),
 * served by the same server as `npm start`, at the two viewports the site is designed for.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // Chromium draws in software here (no GPU), two pages at a time on two cores: a test of many steps
  // takes several times what it does on a laptop. A time limit, not a measure of speed (bench/ is).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      // How the servers answer does not depend on the viewport: server.spec.ts runs once, at desktop.
      testIgnore: /server\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs --no-build --dir out-e2e',
    url: baseURL,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
