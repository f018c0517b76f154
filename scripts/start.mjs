#!/usr/bin/env node
// `npm start`: builds the static export when it is missing or older than its sources, then serves out/
// the way a good static host does: clean URLs with trailing slashes, 404.html (and projects/404.html
// for an unknown project, bn/404.html and bn/projects/404.html under /bn/) with status 404, brotli or
// gzip (the build's own copies, scripts/compress.ts; compressed here for a file without one),
// validators and 304s, byte ranges, a year-long cache for the content-hashed files under /_next/static/ (never on an error), and the
// headers of out/_headers (public/_headers). `npm run serve` (--no-build) serves what is there;
// the e2e tests use it.
//
// It answers every request and never falls over: a malformed or hostile request gets a 4xx, every
// check runs on the decoded, normalised path, and nothing outside out/ is ever read.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from './lib/compression.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--dir out-e2e` serves the end-to-end build (scripts/build-e2e.mjs) instead of out/.
const dirFlag = process.argv.indexOf('--dir');
const outDir = path.join(root, dirFlag > 0 ? (process.argv[dirFlag + 1] ?? 'out') : 'out');
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const host = process.env.HOST ?? '0.0.0.0';

/** Newest modification time of any file below `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const stats = statSync(dir);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(dir, entry)));
  }
  return latest;
}

function needsBuild() {
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'app',
    'components',
    'content',
    'lib',
    'public',
    'scripts',
    'next.config.mjs',
    'package.json',
  ];
  const latestSource = Math.max(...sources.map((source) => newest(path.join(root, source))));
  return latestSource > statSync(built).mtimeMs;
}

if (!process.argv.includes('--no-build') && needsBuild()) {
  console.log('out/ is missing or older than its sources: building first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
for (const file of ['index.html', '404.html']) {
  if (!existsSync(path.join(outDir, file))) {
    console.error(`${path.relative(root, outDir)}/${file} is missing: build first (npm run build).`);
    process.exit(1);
  }
}

/**
 * out/_headers as Netlify and Cloudflare Pages read it: a path line (exact, or ending in the `*`
 * splat) followed by indented `Name: value` lines; every matching rule applies.
 */
function readHeaderRules(file) {
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const headersPath = path.join(outDir, '_headers');
if (!existsSync(headersPath))
  console.warn(`No ${path.relative(root, headersPath)}: serving without the host's headers.`);
const headerRules = existsSync(headersPath) ? readHeaderRules(headersPath) : [];
const ruleMatches = (rulePath, urlPath) =>
  rulePath.endsWith('*') ? urlPath.startsWith(rulePath.slice(0, -1)) : rulePath === urlPath;

function setHostHeaders(res, urlPath) {
  for (const rule of headerRules) {
    if (ruleMatches(rule.path, urlPath)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
}

/** The cache of a content-hashed build file (scripts/lib/csp.ts immutableCache; server.spec.ts checks). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The service worker keeps its name: revalidated on every fetch (scripts/lib/csp.ts workerScriptCache). */
const WORKER = { path: '/sw.js', cache: 'no-cache' };
const MAX_URL_LENGTH = 2048;
const ALLOW = 'GET, HEAD';
// Files written for hosts, not for visitors (hosts do not publish them either).
const HOST_FILES = new Set(['_headers', '_redirects']);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The request's path, decoded and normalised, or an HttpError: 414 past 2,048 characters, 400 for
 * what is not a path (a target that starts with // and reads as a host, brackets, bad
 * percent-encoding or UTF-8, a NUL byte, an absolute URL that does not parse). `/a/../b/./` is
 * `/b/`; nothing climbs above the root.
 */
function requestPath(url) {
  if (!url) throw new HttpError(400, 'No request target');
  if (url.length > MAX_URL_LENGTH) throw new HttpError(414, 'URI Too Long');
  if (url.startsWith('//') || /[[\]]/.test(url.split('?', 1)[0] ?? ''))
    throw new HttpError(400, 'Malformed path');
  let target = url;
  if (!target.startsWith('/')) {
    try {
      target = new URL(target).pathname; // absolute-form, as sent to proxies
    } catch {
      throw new HttpError(400, 'Malformed request target');
    }
  }
  const raw = target.split(/[?#]/, 1)[0] ?? '/';
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding');
  }
  if (decoded.includes('\0')) throw new HttpError(400, 'NUL byte in path');
  return path.posix.normalize(`/${decoded}`).replace(/^\/+/, '/');
}

const realRoot = await realpath(outDir);

/** The file for a URL path, if it is inside out/ once every symlink is followed, else null. */
async function findFile(urlPath) {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.')) || HOST_FILES.has(segments[0] ?? '')) return null;
  const candidate = path.join(realRoot, ...segments, urlPath.endsWith('/') ? 'index.html' : '');
  try {
    const real = await realpath(candidate);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return null;
    const stats = await stat(real);
    if (stats.isDirectory()) return { redirect: `${urlPath}/` };
    return stats.isFile() ? { file: real, stats } : null;
  } catch {
    return null;
  }
}

/** Folders with a not-found page of their own (notFoundFolder, lib/not-found.ts), the deepest first. */
const NOT_FOUND_FOLDERS = ['/bn/projects/', '/bn/', '/projects/'];

/** The not-found page of the deepest folder of `urlPath` that has one: 'Project Not Found', in Bangla under /bn/. */
function notFoundFile(urlPath) {
  for (const folder of NOT_FOUND_FOLDERS) {
    const page = path.join(realRoot, ...folder.split('/').filter(Boolean), '404.html');
    if (urlPath.startsWith(folder) && existsSync(page)) return page;
  }
  return path.join(realRoot, '404.html');
}

/** The one byte range asked for, 'unsatisfiable', or null to send the whole file (RFC 9110 14.2). */
function byteRange(req, size, etag) {
  const header = req.headers.range;
  if (!header || (req.headers['if-range'] && req.headers['if-range'] !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null; // several ranges or another unit: the whole file
  let start;
  let end;
  if (match[1]) {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  } else {
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
  }
  if (start >= size || start > end || (!match[1] && Number(match[2]) === 0)) return 'unsatisfiable';
  return { start, end };
}

function encodingFor(req, extension) {
  if (!COMPRESSIBLE.has(extension)) return null;
  const accepted = new Map(
    String(req.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return [name, q === undefined ? 1 : Number(q)];
      }),
  );
  return ['br', 'gzip'].find((encoding) => (accepted.get(encoding) ?? 0) > 0) ?? null;
}

async function sendFile(req, res, file, stats, status, urlPath) {
  const extension = path.extname(file);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  // Build files are named by their content: a year in any cache, when found. Pages, pictures and
  // documents keep their names when they change, and a 404 may be a file not deployed yet: they are
  // revalidated on every visit, so no browser keeps a missing chunk's 404 for a year.
  // The worker too (WORKER), said apart so that a change to the default cannot reach it.
  res.setHeader(
    'Cache-Control',
    urlPath === WORKER.path
      ? WORKER.cache
      : status === 200 && urlPath.startsWith('/_next/static/')
        ? IMMUTABLE
        : 'no-cache',
  );
  if (COMPRESSIBLE.has(extension)) res.setHeader('Vary', 'Accept-Encoding');

  if (status === 200) {
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = Date.parse(req.headers['if-modified-since'] ?? '');
    const unchanged = ifNoneMatch
      ? ifNoneMatch
          .split(',')
          .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2))
      : ifModifiedSince >= Math.floor(stats.mtimeMs / 1000) * 1000;
    if (unchanged) {
      res.writeHead(304).end();
      return;
    }
  }

  const range = status === 200 ? byteRange(req, stats.size, etag) : null;
  if (range === 'unsatisfiable') {
    res.removeHeader('Vary');
    res.setHeader('Cache-Control', 'no-store');
    res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0 }).end();
    return;
  }
  if (range) {
    // A range is of the file as stored: never compressed.
    res.writeHead(206, {
      'Content-Range': `bytes ${range.start}-${range.end}/${stats.size}`,
      'Content-Length': range.end - range.start + 1,
    });
    if (req.method === 'HEAD') return void res.end();
    await pipeline(createReadStream(file, range), res);
    return;
  }
  const encoding = encodingFor(req, extension);
  // The build's own copy in that encoding (scripts/compress.ts), unless it is older than the file.
  const suffix = PRECOMPRESSED.find((copy) => copy.encoding === encoding)?.suffix;
  const copyStats = suffix ? await stat(file + suffix).catch(() => null) : null;
  const copy = copyStats && copyStats.mtimeMs >= stats.mtimeMs ? file + suffix : null;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (!encoding || copy) res.setHeader('Content-Length', copy ? (copyStats?.size ?? 0) : stats.size);
  res.writeHead(status);
  if (req.method === 'HEAD') return void res.end();
  if (copy) {
    await pipeline(createReadStream(copy), res);
    return;
  }
  const stages = [createReadStream(file)];
  if (encoding === 'br') {
    // A file without the build's copy (an export from before scripts/compress.ts). Quality 5 and a 256 KB window: fast, and small enough for 50 requests at once (the default
    // 4 MB window per stream is what a file of several megabytes would need).
    const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN } = zlib.constants;
    stages.push(
      zlib.createBrotliCompress({ params: { [BROTLI_PARAM_QUALITY]: 5, [BROTLI_PARAM_LGWIN]: 18 } }),
    );
  } else if (encoding === 'gzip') stages.push(zlib.createGzip());
  await pipeline(...stages, res);
}

function sendError(res, status, message) {
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(message),
  });
  res.end(message);
}

async function handle(req, res) {
  let urlPath;
  try {
    urlPath = requestPath(req.url);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    setHostHeaders(res, '/');
    return sendError(res, error.status, `${error.message}\n`);
  }
  setHostHeaders(res, urlPath);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', ALLOW);
    return sendError(res, 405, 'Method Not Allowed\n');
  }
  const found = await findFile(urlPath);
  if (found?.redirect) {
    const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    res.writeHead(301, { Location: encodeURI(found.redirect) + query, 'Content-Length': 0 }).end();
    return;
  }
  if (found) return sendFile(req, res, found.file, found.stats, 200, urlPath);
  const page = notFoundFile(urlPath);
  return sendFile(req, res, page, await stat(page), 404, urlPath);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    // A client that goes away mid-response is not an error of ours.
    if (error?.code === 'ERR_STREAM_PREMATURE_CLOSE' || error?.code === 'ECONNRESET') return;
    console.error(error);
    if (!res.headersSent) sendError(res, 500, 'Internal Server Error\n');
    else res.destroy();
  });
});

// Requests Node cannot even parse (a bad request line, oversized headers) get their 4xx here.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
});
server.on('error', (error) => {
  console.error(`Cannot serve on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Serving ${path.relative(root, outDir)}/ on http://localhost:${port}`);
});
// On a signal: stop taking connections, let the answers under way finish, and go. close() ends the
// idle connections, but one that has sent nothing yet (a browser's speculative preconnect) would
// hold it open until its headersTimeout, so whatever is still open after a second is cut.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
