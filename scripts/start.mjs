#!/usr/bin/env node
// `npm start`: builds the static export when it is missing or older than its sources, then serves out/
// the way a static host would: clean URLs with trailing slashes, 404.html with status 404,
// brotli/gzip, a year-long cache for the content-hashed files under /_next/static/, and the security
// headers and per-page Content-Security-Policy the build wrote to out/_headers (scripts/csp.ts).
// `npm run serve` (--no-build) serves what is there; the e2e tests use it right after `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--dir out-e2e` serves the end-to-end build (scripts/build-e2e.mjs) instead of out/.
const dirFlag = process.argv.indexOf('--dir');
const outDir = path.join(root, dirFlag > 0 ? (process.argv[dirFlag + 1] ?? 'out') : 'out');
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const host = process.env.HOST ?? '0.0.0.0';

/** Newest modification time of any file below `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(dir, entry)));
  }
  return latest;
}

function needsBuild() {
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built) || !existsSync(path.join(outDir, '_headers'))) return true;
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
  const latestSource = Math.max(...sources.map((s) => newest(path.join(root, s))));
  return latestSource > statSync(built).mtimeMs;
}

if (!process.argv.includes('--no-build') && needsBuild()) {
  console.log('out/ is missing or older than its sources: building first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
for (const file of ['index.html', '_headers']) {
  if (!existsSync(path.join(outDir, file))) {
    console.error(`${path.relative(root, outDir)}/${file} is missing: build first (npm run build).`);
    process.exit(1);
  }
}

/**
 * out/_headers as Netlify and Cloudflare Pages read it: a path line (exact, or ending in the `*`
 * splat) followed by indented `Name: value` lines. Every matching rule applies, so a page gets the
 * `/*` headers and its own Content-Security-Policy (two policies: the browser enforces both).
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

const headerRules = readHeaderRules(path.join(outDir, '_headers'));
const ruleMatches = (rulePath, urlPath) =>
  rulePath.endsWith('*') ? urlPath.startsWith(rulePath.slice(0, -1)) : rulePath === urlPath;

function setHostHeaders(req, res) {
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  const values = new Map();
  for (const rule of headerRules.filter((candidate) => ruleMatches(candidate.path, urlPath))) {
    for (const [name, value] of rule.headers) values.set(name, [...(values.get(name) ?? []), value]);
  }
  for (const [name, list] of values) res.setHeader(name, list.length === 1 ? list[0] : list);
}

// Files the build writes for hosts (scripts/csp.ts), not for visitors: hosts do not publish them.
const HOST_FILES = new Set(['/_headers', '/_nginx-csp.conf']);

const compress = compression();
const config = {
  public: outDir,
  cleanUrls: true,
  trailingSlash: true,
  directoryListing: false,
  headers: [
    {
      source: '_next/static/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
    {
      source: 'img/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }],
    },
  ],
};

const server = http.createServer((req, res) => {
  setHostHeaders(req, res);
  compress(req, res, () => {
    if (HOST_FILES.has(new URL(req.url ?? '/', 'http://localhost').pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(readFileSync(path.join(outDir, '404.html')));
      return;
    }
    handler(req, res, config).catch((error) => {
      console.error(error);
      res.statusCode = 500;
      res.end('Internal Server Error');
    });
  });
});

server.on('error', (error) => {
  console.error(`Cannot serve on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Serving ${path.relative(root, outDir)}/ on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
