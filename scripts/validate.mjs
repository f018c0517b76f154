#!/usr/bin/env node
// `npm run validate`: checks the exported site as a whole, as `npm test` does after the e2e build.
//  1. The Nu HTML Checker (vnu-jar; needs Java) finds no error in any page.
//  2. linkinator, crawling the export served by scripts/start.mjs, finds no broken internal link,
//     image, stylesheet URL or #fragment. External URLs are not fetched: CI has no internet, and a
//     third party's outage is not a defect of this site.
//  3. Every character of every page's text is one the font was cut for (scripts/font.ts), so no
//     word is drawn half in the fallback font.
// Checks out-e2e/ (the e2e build); `--dir out` checks the deployable build instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

function htmlFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The text a page shows: its markup without scripts, styles and tags, with entities decoded. */
function pageText(html) {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(
      /&(amp|lt|gt|quot|apos|nbsp);/g,
      (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' })[name],
    );
}

function checkFontCoverage() {
  const charsFile = path.join(root, 'app/fonts/plus-jakarta-sans.chars.txt');
  if (!existsSync(charsFile)) {
    console.error('font: app/fonts/plus-jakarta-sans.chars.txt is missing: run npm run assets.');
    return false;
  }
  const cut = new Set(readFileSync(charsFile, 'utf8'));
  const missing = new Map();
  for (const file of htmlFiles(path.join(root, dir))) {
    for (const char of pageText(readFileSync(file, 'utf8'))) {
      if (!cut.has(char) && !/\s/.test(char)) missing.set(char, path.relative(root, file));
    }
  }
  for (const [char, file] of missing) {
    const code = char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
    console.error(
      `font: ${file} shows "${char}" (U+${code}), which the font was not cut for (scripts/font.ts).`,
    );
  }
  if (missing.size === 0) console.log(`font: every page's text is in the font's ${cut.size} characters.`);
  return missing.size === 0;
}

const htmlOk = validateHtml();
const fontOk = checkFontCoverage();
const linksOk = await checkLinks();
process.exit(htmlOk && fontOk && linksOk ? 0 : 1);
