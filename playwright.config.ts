import { defineConfig, devices } from '@playwright/test';
import { findChromium, systemChromiumArgs } from './scripts/lib/browser';
import { previewArgs } from './scripts/lib/servers';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
// Headless unless the run is watched (--headed, --debug, --ui), which needs the full browser.
const watched = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));
const browser = findChromium({ headlessShell: !watched });
const launchOptions =
  browser && browser.source !== 'playwright'
    ? { executablePath: browser.executablePath, args: systemChromiumArgs }
    : {};

/**
 * End-to-end tests against the static export built by `npm run build:e2e` (out-e2e/; `npm test` does it),
 * served by the same server as `npm start`, at the two viewports the site is designed for.
 */
/**
 * Where a test runs. A behaviour that does not depend on the viewport or the input (a send, a redirect,
 * what the head of a page says) runs once, at desktop: its whole file is in `oncePerRun`, or it is
 * tagged `@once`. Tags for the rest:
 * - `@desktop`: only at desktop sizes (the company profile viewer); `@phone`: only on a phone;
 * - `@dpr3`: pixels matter (which picture a phone's 3x screen gets): at the phone size it runs at DPR
 *   3. Every other phone test draws at DPR 1, a ninth of the pixels, which Chromium draws in software.
 */
const oncePerRun = /(server|seo|security|motion|contact-resilience)\.spec\.ts/;
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions,
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // None: a test that fails once is a test to fix (a wait for a real state), not to run again.
  retries: 0,
  workers: 4,
  reporter: [
    ['list'],
    ['./tests/e2e/spec-times.ts'],
    ...(process.env.CI ? ([['html', { open: 'never' }]] as const) : []),
  ],
  // Limits on how long Playwright waits for a state, not measures of speed (bench/ is): Chromium draws
  // in software here, two pages at a time on two cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace costs every test a third of its time here, to keep the few that fail: a failure
    // keeps its screenshot and the page's accessibility tree; `npx playwright test --trace on` records.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Every spec meets the site as a first visit, with its routes seeing every request (page.route
    // does not see what a service worker answers); offline.spec.ts opens its own contexts with the
    // worker allowed.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: oncePerRun,
      grepInvert: /@once|@desktop|@dpr3/,
      use: { ...phone, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile-dpr3',
      testIgnore: oncePerRun,
      grep: /@dpr3/,
      grepInvert: /@once|@desktop/,
      use: { ...phone, deviceScaleFactor: 3 },
    },
  ],
  webServer: {
    command: [process.execPath, ...previewArgs('out-e2e')].map((part) => JSON.stringify(part)).join(' '),
    url: baseURL,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
