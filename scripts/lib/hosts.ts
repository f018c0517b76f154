/**
 * What every host is told, written by the build's `hosts` step from one set: the headers and caches
 * of scripts/lib/csp.ts and the not-found folders of lib/not-found.ts (`npm start` reads the set
 * itself). Nothing in them changes with a page or a build: a deploy is copying files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { locales } from '@/lib/i18n';
import { notFoundFolder, notFoundKinds } from '@/lib/not-found';
import { immutableCache, securityHeaders, workerScriptCache } from './csp';

/** A static site answers these and refuses the rest with 405. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** The folders with a 404 page of their own, the deepest first ('/bn/projects/' before '/bn/'). */
export const notFoundFolders = locales
  .flatMap((locale) => notFoundKinds.map((kind) => notFoundFolder(locale, kind)))
  .sort((a, b) => b.length - a.length);

const WRITTEN =
  'Written by the build (scripts/lib/hosts.ts) from scripts/lib/csp.ts and lib/not-found.ts: edit those.';

/**
 * out/_headers, as Netlify and Cloudflare Pages read it: a path (or a `*` splat) and its indented
 * headers; every matching rule applies. No year-long cache for /_next/static/* here: these rules
 * reach errors too, and a browser would keep the 404 of a chunk not deployed yet for a year
 * (deploy/README.md, Caching).
 */
export function headersFile() {
  const rule = (at: string, headers: readonly (readonly [string, string])[]) =>
    [at, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `# ${WRITTEN}\n${rule('/*', securityHeaders)}\n${rule(workerScriptCache.path, [workerScriptCache.header])}\n`;
}

/**
 * out/_redirects, for Netlify: an unknown address below a folder answers that folder's 404 page
 * with status 404. The first rule that matches wins, so the deepest folder comes first; a rule
 * without "!" never hides a file that exists. (Cloudflare Pages serves the nearest 404.html itself.)
 */
export function redirectsFile() {
  const rules = notFoundFolders.filter((folder) => folder !== '/');
  return `# ${WRITTEN}\n${rules.map((folder) => `${folder}*  ${folder}404.html  404`).join('\n')}\n`;
}

/**
 * deploy/unnoti/headers.conf: the headers of every response, included by every location (an
 * add_header in a location drops the ones set above it).
 */
export function nginxHeaders() {
  const headers = [...securityHeaders, ['Allow', ALLOWED_METHODS] as const];
  return `# ${WRITTEN}\n${headers.map(([name, value]) => `add_header ${name} "${value}" always;\n`).join('')}`;
}

/**
 * deploy/unnoti/routes.conf: the cache of each kind of file and the 404 page of each folder.
 * Build files get their year without `always`, on success only; a missing one gets the 404 page
 * through `location /`, revalidated. No byte ranges of build files (a browser never asks for part
 * of a script): nginx would turn a 200, its year already added, into a 416.
 */
export function nginxRoutes() {
  const location = (at: string, ...lines: string[]) =>
    `location ${at} {\n${['include unnoti/headers.conf;', ...lines].map((line) => `  ${line}\n`).join('')}}\n`;
  const [cache, immutable] = immutableCache.header;
  return [
    `# ${WRITTEN}\nerror_page 404 /404.html;\n`,
    location(immutableCache.path, `add_header ${cache} "${immutable}";`, 'max_ranges 0;'),
    location(`= ${workerScriptCache.path}`, `add_header ${workerScriptCache.header.join(' "')}" always;`),
    ...notFoundFolders.map((folder) =>
      location(
        folder,
        ...(folder === '/' ? [] : [`error_page 404 ${folder}404.html;`]),
        'try_files $uri $uri/ =404;',
        // Pages, pictures and documents keep their names when they change: revalidated on every visit.
        'add_header Cache-Control "no-cache" always;',
      ),
    ),
  ].join('\n');
}

/** The build step: _headers and _redirects in `outDir`; nginx's in deploy/unnoti/, which site.conf includes. */
export async function writeHostFiles(outDir: string) {
  const nginx = path.resolve(__dirname, '..', '..', 'deploy', 'unnoti');
  await mkdir(nginx, { recursive: true });
  await Promise.all([
    writeFile(path.join(outDir, '_headers'), headersFile()),
    writeFile(path.join(outDir, '_redirects'), redirectsFile()),
    writeFile(path.join(nginx, 'headers.conf'), nginxHeaders()),
    writeFile(path.join(nginx, 'routes.conf'), nginxRoutes()),
  ]);
  console.log(
    `hosts: _headers, _redirects, deploy/unnoti/headers.conf and routes.conf; 404 pages in ${notFoundFolders.join(' ')}`,
  );
}
