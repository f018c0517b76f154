/**
 * The preview server. `npm start` builds the site (scripts/build.ts) and serves out/; `npm run serve`
 * (--no-build) serves what is there, `--dir out-e2e` another export; PORT (3000) and HOST as usual.
 * Whatever serves an export here starts it through startPreview() (scripts/lib/servers.ts).
 *
 * sirv serves the files: the build's brotli and gzip copies, ETag and Last-Modified with 304s, byte
 * ranges, content types, nothing above the export. `dev` has it look each file up when asked, so a
 * file changed on disk is served as it is now (tests/e2e/offline.spec.ts deploys to a copy). This
 * adds what a host adds, from the set every host's files are written from (scripts/lib/hosts.ts):
 * the headers, each folder's 404 page, the year-long cache of build files; and clean URLs, 405 for
 * other methods, a 4xx for whatever is not a path. It never falls over.
 */
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { immutableCache, securityHeaders, workerScriptCache } from './lib/csp';
import { ALLOWED_METHODS, notFoundFolders } from './lib/hosts';

const dirFlag = process.argv.indexOf('--dir');
const dir = dirFlag > 0 ? (process.argv[dirFlag + 1] ?? 'out') : 'out';
const outDir = path.resolve(__dirname, '..', dir);
const port = Number.parseInt(process.env.PORT ?? '3000', 10);

/** The request's path, decoded and normalised ('/a/../b/./' is '/b/'), or the 4xx it earns. */
function requestPath(url = ''): string | number {
  if (url.length > 2048) return 414;
  // A path only: not `*`, an absolute URL (as sent to a proxy), nor `//host`.
  if (!url.startsWith('/') || url.startsWith('//')) return 400;
  try {
    const decoded = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '');
    return decoded.includes('\0') ? 400 : path.posix.normalize(decoded);
  } catch {
    return 400; // bad percent-encoding or UTF-8
  }
}

function refuse(res: http.ServerResponse, status: number) {
  res.writeHead(status, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${http.STATUS_CODES[status]}\n`);
}

/** The 404 page of the deepest folder of `urlPath` that has one, with status 404. */
function notFound(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string) {
  const folder = notFoundFolders.find((at) => urlPath.startsWith(at)) ?? '/';
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(path.join(outDir, folder, '404.html'))
    .on('error', () => res.end())
    .pipe(res);
}

/** Whether `file`, or the nearest folder above it that exists, is in the export once symlinks are followed. */
function inside(file: string, realRoot: string): boolean {
  try {
    const real = realpathSync(file);
    return real === realRoot || real.startsWith(realRoot + path.sep);
  } catch {
    return inside(path.dirname(file), realRoot);
  }
}

/** Whether sirv answers the Range exactly: one, from a start, without If-Range; and not of a build file (as nginx). */
function exactRange({ headers }: http.IncomingMessage, urlPath: string) {
  const [, start, end] = /^bytes=(\d+)-(\d*)$/.exec(headers.range ?? '') ?? [];
  const whole = !start || Number(end || start) < Number(start) || headers['if-range'];
  return !whole && !urlPath.startsWith(immutableCache.path);
}

/** What sirv adds to a file it found: pages, pictures and documents keep its `no-cache` (revalidated). */
function setHeaders(res: http.ServerResponse, pathname: string) {
  if (pathname.startsWith(immutableCache.path)) res.setHeader(...immutableCache.header);
  if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon'); // sirv's types lack it
}

const files = sirv(outDir, { dev: true, etag: true, brotli: true, gzip: true, extensions: [], setHeaders });

function handle(req: http.IncomingMessage, res: http.ServerResponse, realRoot: string) {
  const urlPath = requestPath(req.url);
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  if (urlPath === workerScriptCache.path) res.setHeader(...workerScriptCache.header);
  if (typeof urlPath === 'number') return refuse(res, urlPath);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', ALLOWED_METHODS);
    return refuse(res, 405);
  }
  const file = path.join(outDir, urlPath);
  // Neither dotfiles nor the files written for hosts are published, and no symlink leads out.
  if (/\/\.|^\/_(headers|redirects)(\/|$)/.test(urlPath) || !inside(file, realRoot))
    return notFound(req, res, urlPath);
  if (!urlPath.endsWith('/') && statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return void res.writeHead(301, { Location: `${encodeURI(urlPath)}/${query}` }).end();
  }
  // A range is of the file as stored, never of a compressed copy; one sirv would get wrong is dropped: the whole file.
  if (exactRange(req, urlPath)) delete req.headers['accept-encoding'];
  else delete req.headers.range;
  const target = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
  req.url = encodeURI(target).replace(/[?#]/g, encodeURIComponent);
  files(req, res, () => notFound(req, res, urlPath));
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    process.env.NEXT_DIST_DIR = dir;
    await (await import('./build')).build([]);
  }
  if (!existsSync(path.join(outDir, 'index.html')))
    throw new Error(`${dir}/index.html is missing: build first (npm run build).`);
  const realRoot = realpathSync(outDir);
  const server = http.createServer((req, res) => {
    // sirv pipes each file into its response: a file gone since it was found (a deploy) ends the
    // response, and a visitor gone closes the file.
    res.on('pipe', (file: Readable) => {
      file.on('error', () => res.destroy());
      res.on('close', () => file.destroy());
    });
    try {
      handle(req, res, realRoot);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else refuse(res, 500);
    }
  });
  server.on('error', (error) => {
    console.error(`Cannot serve on port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, process.env.HOST ?? '0.0.0.0', () =>
    console.log(`Serving ${dir}/ on http://localhost:${port}`),
  );
  // On a signal: stop taking connections, let the answers under way finish, and go. One that has
  // sent nothing yet (a browser's preconnect) would hold close() until its headersTimeout: cut at 1 s.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 1000).unref();
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
