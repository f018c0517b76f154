// Which Chromium the end-to-end tests and the bench drive. Order: $CHROMIUM_PATH, the system's Debian
// Chromium, then Playwright's own download. Shared by playwright.config.ts, scripts/ensure-browser.ts,
// the bench and Lighthouse.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * Debian's package chromium-headless-shell: Chromium's old headless mode, what Playwright's own
 * download runs headless tests in. The full browser's headless mode starts a browser's windowing and
 * tab-strip processes for every context: hero.spec.ts took 96 s in it, 80 s in the shell.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * headlessShell: a headless run that may take the system's
 *   headless shell, when installed: the end-to-end tests. The bench and Lighthouse measure what a
 *   visitor's Chrome does, in the full browser: the shell loads a lazy picture from further off (the
 *   home page's first view at 390x844 read 333 KB in it, 271 in the full browser).
 */
export function findChromium({ headlessShell = false } = {}): {
  executablePath: string | undefined;
  source: 'env' | 'system' | 'playwright';
} | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'env' };
  if (headlessShell && existsSync(SYSTEM_HEADLESS_SHELL)) {
    return { executablePath: SYSTEM_HEADLESS_SHELL, source: 'system' };
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, source: 'system' };
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return { executablePath: undefined, source: 'playwright' };
  return null;
}

/**
 * Flags for a system Chromium run as root in a container with no network but the loopback:
 * no sandbox (root), and none of the background requests that a closed network refuses.
 */
export const systemChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
