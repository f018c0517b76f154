/**
 * A step of scripts/build.ts after `next build` (before csp and compress): writes
 * the offline page of each language (/offline/, /bn/offline/, ./service-worker/offline-page.ts) and
 * the service worker, /sw.js, bundled and minified by esbuild from lib/service-worker/worker.ts with
 * this build's version, the offline pages' precache and the company's name in each language. What
 * it keeps and why: worker.ts; how to turn it off: deploy/README.md.
 *
 * Written by hand, without Workbox (8,983 B gzip of its modules at 0ad3be8) or Serwist: their
 * strategies keep a request's work alive for as long as the network takes, and a new build's worker
 * cannot take over until the old one's work is done (issue 53: a deploy on a slow line hung the next
 * load); every wait here has an end.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { companyText } from '@/content/company';
import { policySources } from '../content/third-parties';
import { locales } from '@/lib/i18n';
import { contentSecurityPolicy, withPolicyMeta } from './lib/csp';
import { exportFiles } from './lib/html';
import { OFFLINE_PATHS } from '@/lib/service-worker/kept-pages';
import { offlinePageHtml } from './service-worker/offline-page';

/** What the build writes, and the worker's scope: the site's root. */
export const WORKER_PATH = '/sw.js';
const VERSION_PLACEHOLDER = '__unnoti_sw_version__';

/** The export's files but the compressed copies and the worker itself. */
const siteFiles = async (dir: string) =>
  (await exportFiles(dir)).filter((file) => !/\.(br|gz)$/.test(file) && `/${file}` !== WORKER_PATH);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The URL of the Bengali font file as the site's stylesheets name it, so the Bangla offline page
 * asks for the very file the worker may have kept. Null when the export has none.
 */
async function bengaliFontUrl(outDir: string, files: readonly string[]) {
  for (const file of files.filter((name) => name.endsWith('.css'))) {
    const css = await readFile(path.join(outDir, file), 'utf8');
    // The full cut (noto-sans-bengali.<hash>.woff2), not the switch's label (noto-sans-bengali-label.*).
    const match = /url\(\s*["']?([^"')]*\/noto-sans-bengali\.[^"')/]*\.woff2)["']?\s*\)/.exec(css);
    if (match?.[1]) return new URL(match[1], `https://site/${file}`).pathname;
  }
  return null;
}

export async function writeServiceWorker(outDir: string) {
  const files = await siteFiles(outDir);
  const fontUrl = await bengaliFontUrl(outDir, files);
  if (!fontUrl && files.some((file) => file.startsWith('bn/'))) {
    throw new Error('service-worker: no stylesheet of the export names the Bengali font file.');
  }

  // The offline pages, with the policy scripts/csp.ts would give them (it writes the same tag again).
  const policy = contentSecurityPolicy([], policySources);
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const offline: string[] = [];
  for (const locale of locales) {
    const file = path.join(outDir, OFFLINE_PATHS[locale], 'index.html');
    const html = withPolicyMeta(offlinePageHtml(locale, { bengaliFontUrl: fontUrl }), policy);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    offline.push(`${OFFLINE_PATHS[locale]} ${gzip(html)} B`);
  }

  const bundle = await build({
    entryPoints: [path.join(__dirname, '..', 'lib', 'service-worker', 'worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    // The supported line (package.json's browserslist): Chrome 100, Safari 15.4, Firefox 115.
    target: ['es2020'],
    write: false,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      __SW_VERSION__: JSON.stringify(VERSION_PLACEHOLDER),
      __SW_SITE_NAMES__: JSON.stringify(
        Object.fromEntries(locales.map((locale) => [locale, companyText[locale].name])),
      ),
    },
  });
  const code = bundle.outputFiles[0]?.text;
  if (!code?.includes(VERSION_PLACEHOLDER))
    throw new Error('service-worker: the bundle has no version slot.');

  // The version: this export and this worker. A new deploy is a new version, and the new worker
  // deletes the caches of every other (worker.ts, activate).
  const hash = createHash('sha256').update(code);
  for (const file of await siteFiles(outDir)) {
    hash.update(`${file}\0`).update(sha256(await readFile(path.join(outDir, file))));
  }
  const version = hash.digest('hex').slice(0, 10);
  const worker = code.replaceAll(VERSION_PLACEHOLDER, version);
  await writeFile(path.join(outDir, WORKER_PATH.slice(1)), worker);

  console.log(
    `service-worker: ${WORKER_PATH} ${Buffer.byteLength(worker)} B (${gzip(worker)} B gzip), version ${version}; offline pages (gzip) ${offline.join(', ')}`,
  );
}
