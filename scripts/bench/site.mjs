// What scripts/bench.mjs and scripts/lighthouse.mjs share: building the site and the framework
// baseline, listing the routes of an export, and serving an export on a free port with the same
// server as `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, previewArgs } from '../lib/servers.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The baseline app (bench/baseline/) is built here; bench/tmp/ is git-ignored. */
export const baselineDir = 'bench/tmp/baseline';

/** A URL no route has, so the server answers with 404.html: how a visitor meets the 404 page. */
export const NOT_FOUND_PATH = '/bench-no-such-page/';

/** `--dir out-e2e` style flag, relative to the project root; `out` when absent. */
export function dirArg(argv = process.argv) {
  const flag = argv.indexOf('--dir');
  return flag > 0 ? (argv[flag + 1] ?? 'out') : 'out';
}

function run(command, args, options) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** Builds the site into `dir` (out/ with `npm run build`, out-e2e/ with `npm run build:e2e`). */
export function buildSite(dir) {
  if (dir === 'out-e2e') run('npm', ['run', 'build:e2e']);
  else run('npm', ['run', 'build'], { env: { ...process.env, NEXT_DIST_DIR: dir === 'out' ? '' : dir } });
}

/** Builds bench/baseline/ (a bare page, the site's next config) into bench/tmp/baseline/. */
export function buildBaseline() {
  run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: path.join(root, 'bench/baseline'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: path.relative(path.join(root, 'bench/baseline'), path.join(root, baselineDir)),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  // The site's post-build steps (`npm run export-steps`): the per-page policy (a <meta> in the
  // HTML, counted in the floor's bytes).
  run('npm', ['run', '--silent', 'export-steps'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_DIST_DIR: baselineDir },
  });
}

/**
 * Every page of an export, as the URL a visitor opens: each folder with an index.html, plus the 404
 * page. `_not-found/` and `404/` are Next's own copies of 404.html, not routes.
 */
export function exportRoutes(dir) {
  const outDir = path.join(root, dir);
  const routes = [];
  const walk = (relative) => {
    const entries = readdirSync(path.join(outDir, relative), { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'index.html')) routes.push(`/${relative}`);
    for (const entry of entries) {
      // offline/: the service worker's offline pages, no route of the site's; measured apart (bench.mjs benchWorker).
      if (
        !entry.isDirectory() ||
        entry.name.startsWith('_') ||
        entry.name === '404' ||
        entry.name === 'offline'
      )
        continue;
      walk(`${relative}${entry.name}/`);
    }
  };
  walk('');
  if (existsSync(path.join(outDir, '404.html'))) routes.push(NOT_FOUND_PATH);
  return routes.sort((a, b) => (a === NOT_FOUND_PATH ? 1 : b === NOT_FOUND_PATH ? -1 : a.localeCompare(b)));
}

/** A name for a route in tables: the 404 page reads as "404". */
export function routeLabel(route) {
  return route === NOT_FOUND_PATH ? '404' : route;
}

let served = 0;

/**
 * Serves `dir` with scripts/start.mjs on a free port (BENCH_PORT, BENCH_PORT + 1, ... for each
 * server in turn, when set); resolves once it listens.
 */
export async function serve(dir) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + served++ : await freePort();
  const child = spawn(
    process.execPath,
    previewArgs(dir),
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // The server must not outlive the script, however the script ends.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`scripts/start.mjs --dir ${dir} exited (${code}).`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve(undefined);
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        process.off('exit', stop);
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
