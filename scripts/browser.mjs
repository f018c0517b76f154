// Which Chromium the end-to-end tests drive. Order: $CHROMIUM_PATH, the system's Debian Chromium,
// then Playwright's own download. Shared by playwright.config.ts and scripts/ensure-browser.mjs.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** @returns {{ executablePath: string | undefined, source: 'env' | 'system' | 'playwright' } | null} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'env' };
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, source: 'system' };
  let bundled;
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
