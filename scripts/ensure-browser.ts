// Makes sure the end-to-end tests have a Chromium: the system one or Playwright's own when present;
// otherwise Playwright's installer (needs its download host) and then Debian's package (needs apt).
// Also installs nginx, its brotli module and openssl for the serving tests (tests/e2e/server.spec.ts)
// where apt can, as root; where it cannot, those tests fail (or, for brotli, say so), naming what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SYSTEM_HEADLESS_SHELL, findChromium } from './lib/browser';
import { nginxBrotliMissing, nginxMissing } from './lib/servers';

function run(command: string, args: string[], timeoutMs: number) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs });
  return result.status === 0;
}

const asRoot = process.getuid?.() === 0;
/** apt-get update, then install the packages: as root, or through sudo. */
function aptInstall(...packages: string[]) {
  const aptGet = (args: string[]) =>
    run(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], 15 * 60_000);
  return aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...packages]);
}

let found = findChromium({ headlessShell: true });
if (!found) {
  console.log("No Chromium found: trying Playwright's installer.");
  run('npx', ['playwright', 'install', 'chromium'], 5 * 60_000);
  found = findChromium({ headlessShell: true });
}
if (!found && process.platform === 'linux') {
  console.log("Playwright could not download its browser: installing Debian's chromium package.");
  aptInstall('chromium', 'chromium-headless-shell');
  found = findChromium({ headlessShell: true });
}
if (!found) {
  console.error(
    'No Chromium for the end-to-end tests. Install one (`npx playwright install chromium` or `apt-get install chromium`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
const canApt = process.platform === 'linux' && asRoot && existsSync('/usr/bin/apt-get');
// The system Chromium without its headless shell: the tests run, in the heavier full browser.
if (found.source === 'system' && !existsSync(SYSTEM_HEADLESS_SHELL) && canApt) {
  console.log("Installing Debian's chromium-headless-shell for the headless runs.");
  aptInstall('chromium-headless-shell');
  found = findChromium({ headlessShell: true }) ?? found;
}
console.log(`e2e browser: ${found.executablePath ?? "Playwright's Chromium"} (${found.source})`);

if ((nginxMissing || nginxBrotliMissing) && canApt) {
  console.log("No nginx, its brotli module or openssl for the serving tests: installing Debian's packages.");
  aptInstall('nginx', 'libnginx-mod-http-brotli-static', 'openssl');
}
