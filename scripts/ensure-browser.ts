// Makes sure the end-to-end tests have a Chromium: the system one or Playwright's own when present;
// otherwise Playwright's installer (needs its download host) and then Debian's package (needs apt).
// Also installs nginx, its brotli module and openssl for the serving tests (tests/e2e/server.spec.ts)
// where apt can, as root; where it cannot, those tests fail (or, for brotli, say so), naming what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SYSTEM_HEADLESS_SHELL, findChromium } from './lib/browser';

function run(command: string, args: string[], timeoutMs: number) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs });
  return result.status === 0;
}

let found = findChromium({ headlessShell: true });
if (!found) {
  console.log("No Chromium found: trying Playwright's installer.");
  run('npx', ['playwright', 'install', 'chromium'], 5 * 60_000);
  found = findChromium({ headlessShell: true });
}
if (!found && process.platform === 'linux') {
  console.log("Playwright could not download its browser: installing Debian's chromium package.");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, 15 * 60_000);
  if (apt(['update'])) apt(['install', '-y', 'chromium', 'chromium-headless-shell']);
  found = findChromium({ headlessShell: true });
}
if (!found) {
  console.error(
    'No Chromium for the end-to-end tests. Install one (`npx playwright install chromium` or `apt-get install chromium`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
const canApt = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
// The system Chromium without its headless shell: the tests run, in the heavier full browser.
if (found.source === 'system' && !existsSync(SYSTEM_HEADLESS_SHELL) && canApt) {
  console.log("Installing Debian's chromium-headless-shell for the headless runs.");
  if (run('apt-get', ['update', '-qq'], 15 * 60_000))
    run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], 15 * 60_000);
  found = findChromium({ headlessShell: true }) ?? found;
}
console.log(`e2e browser: ${found.executablePath ?? "Playwright's Chromium"} (${found.source})`);

const hasNginx =
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((file) => existsSync(file)) &&
  existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') &&
  ['/usr/bin/openssl', '/usr/local/bin/openssl'].some((file) => existsSync(file));
if (!hasNginx && canApt) {
  console.log("No nginx, its brotli module or openssl for the serving tests: installing Debian's packages.");
  if (run('apt-get', ['update', '-qq'], 15 * 60_000))
    run(
      'apt-get',
      ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static', 'openssl'],
      15 * 60_000,
    );
}
