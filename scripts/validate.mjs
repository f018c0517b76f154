#!/usr/bin/env node
// `npm run validate`: checks the exported site as a whole, as `npm test` does after the e2e build.
//  1. The Nu HTML Checker (vnu-jar; needs Java) finds no error in any page.
//  2. linkinator, crawling the export served by scripts/start.mjs, finds no broken internal link,
//     image, stylesheet URL or #fragment. External URLs are not fetched: CI has no internet, and a
//     third party's outage is not a defect of this site.
// Checks out-e2e/ (the e2e build); `--dir out` checks the deployable build instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LinkChecker } from 'linkinator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirFlag = process.argv.indexOf('--dir');
const dir = dirFlag > 0 ? (process.argv[dirFlag + 1] ?? 'out-e2e') : 'out-e2e';
const port = Number.parseInt(process.env.VALIDATE_PORT ?? '4175', 10);

if (!existsSync(path.join(root, dir, 'index.html'))) {
  console.error(`${dir}/index.html is missing: build first (npm run build:e2e).`);
  process.exit(1);
}

function validateHtml() {
  const jar = createRequire(import.meta.url)('vnu-jar');
  // --skip-non-html: the export also holds Next's .txt payloads, images and the PDF.
  const result = spawnSync(
    'java',
    ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'gnu', dir],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.error) {
    console.error(
      `Cannot run java (${result.error.message}): install a Java runtime (Debian: default-jre-headless).`,
    );
    return false;
  }
  if (result.status !== 0) console.error('vnu: the pages above have HTML errors.');
  else console.log(`vnu: every page of ${dir}/ is valid HTML.`);
  return result.status === 0;
}

async function waitForServer(origin, server) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer on ${origin}.`);
}

async function checkLinks() {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--dir', dir], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(origin, server);
    const checker = new LinkChecker();
    const { links } = await checker.check({
      path: `${origin}/`,
      recurse: true,
      checkCss: true,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = links.filter((link) => link.state === 'BROKEN');
    for (const link of broken) {
      const reason = link.failureDetails?.map((detail) => detail.message ?? detail.statusText).join('; ');
      console.error(`linkinator: ${link.status ?? ''} ${link.url} (on ${link.parent}) ${reason ?? ''}`);
    }
    const checked = links.filter((link) => link.state === 'OK').length;
    if (broken.length === 0) console.log(`linkinator: ${checked} internal URLs and fragments, none broken.`);
    return broken.length === 0;
  } finally {
    server.kill();
  }
}

const htmlOk = validateHtml();
const linksOk = await checkLinks();
process.exit(htmlOk && linksOk ? 0 : 1);
