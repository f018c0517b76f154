#!/usr/bin/env node
// Makes sure the end-to-end tests have a Chromium: the system one or Playwright's own when present;
// otherwise Playwright's installer (needs its download host) and then Debian's package (needs apt).
import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

function run(command, args, timeoutMs) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs });
  return result.status === 0;
}

let found = findChromium();
if (!found) {
  console.log("No Chromium found: trying Playwright's installer.");
  run('npx', ['playwright', 'install', 'chromium'], 5 * 60_000);
  found = findChromium();
}
if (!found && process.platform === 'linux') {
  console.log("Playwright could not download its browser: installing Debian's chromium package.");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, 15 * 60_000);
  if (apt(['update'])) apt(['install', '-y', 'chromium']);
  found = findChromium();
}
if (!found) {
  console.error(
    'No Chromium for the end-to-end tests. Install one (`npx playwright install chromium` or `apt-get install chromium`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log(`e2e browser: ${found.executablePath ?? "Playwright's Chromium"} (${found.source})`);
