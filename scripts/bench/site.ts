// What scripts/bench.ts and scripts/lighthouse.ts share: the command line, building the site and the
// framework floor, the routes of an export, serving one, and bench/TABLES.md's sections.
import { type SpawnSyncOptions, type StdioOptions, execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');
/** The floor, bench/baseline/ (a bare page with the site's Next config), is built here, git-ignored. */
export const FLOOR_DIR = 'bench/tmp/baseline';
/** A URL no route has, so the server answers with 404.html: how a visitor meets the 404 page. */
export const NOT_FOUND_PATH = '/bench-no-such-page/';

export const has = (flag: string) => process.argv.includes(flag);
/** `--dir out-e2e`: the export measured; out/ when absent. */
export const dir = has('--dir') ? (process.argv[process.argv.indexOf('--dir') + 1] ?? 'out') : 'out';

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Builds the site into `dir`: out-e2e/ as `npm run build:e2e` does, another as `npm run build`. */
export function buildSite(dir: string) {
  if (dir === 'out-e2e') run('npm', ['run', 'build:e2e']);
  else run('npm', ['run', 'build'], { env: { ...process.env, NEXT_DIST_DIR: dir === 'out' ? '' : dir } });
}

/** Every file below a file or folder of the project, Next's own .next/ apart. */
function filesOf(relative: string): string[] {
  if (!existsSync(path.join(root, relative))) return [];
  if (statSync(path.join(root, relative)).isFile()) return [relative];
  return readdirSync(path.join(root, relative), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(relative, file))
    .filter((file) => !file.includes('.next/') && statSync(path.join(root, file)).isFile());
}

/**
 * Builds the floor into FLOOR_DIR with the site's export steps (the policy <meta> is in its HTML),
 * unless it was built from the same inputs: its app, the Next config, package.json (the browserslist)
 * and the lock file, the installed Next and React, the export steps' scripts and what they read. It
 * is the installed Next's, and npm test need not pay half a minute a run to learn it again.
 */
export function buildFloor() {
  const inputs = ['bench/baseline', 'next.config.mjs', 'package.json', 'package-lock.json']
    .concat('scripts', 'content', 'lib')
    .concat(['next', 'react', 'react-dom'].map((name) => `node_modules/${name}/package.json`))
    .flatMap(filesOf)
    .filter((file) => !/^scripts\/(bench|lighthouse)|\.test\.ts$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(file).update(readFileSync(path.join(root, file)));
  const key = hash.digest('hex');
  const keyFile = path.join(root, FLOOR_DIR, 'bench-inputs.sha256');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return;
  const stdio: StdioOptions = ['ignore', 'ignore', 'inherit'];
  run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: path.join(root, 'bench/baseline'),
    env: { ...process.env, NEXT_DIST_DIR: path.join('..', '..', FLOOR_DIR), NEXT_TELEMETRY_DISABLED: '1' },
    stdio,
  });
  run('npm', ['run', '--silent', 'export-steps'], {
    env: { ...process.env, NEXT_DIST_DIR: FLOOR_DIR },
    stdio,
  });
  writeFileSync(keyFile, key);
}

/**
 * Every page of an export as the URL a visitor opens: each folder with an index.html (not Next's
 * copies of the 404 page, nor the service worker's offline pages), then the 404 page.
 */
export function exportRoutes(dir: string) {
  const pages = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file)}/`.replace('/./', '/'))
    .filter((route) => !route.split('/').some((part) => /^(_.*|404|offline)$/.test(part)));
  return [...pages.sort(), NOT_FOUND_PATH];
}

export const label = (route: string) => (route === NOT_FOUND_PATH ? '404' : route);

/**
 * `fn(arg)` as a script for the page. tsx names a script's functions with a helper of its own,
 * `__name`, which the page lacks: it is given one.
 */
export const pageScript = <A>(fn: (arg: A) => void, arg: A) =>
  `(() => { const __name = (f) => f; (${String(fn)})(${JSON.stringify(arg)}); })();`;

export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The median of the numbers of `values` (the lower middle of an even count); null for none. */
export function median(values: (number | null | undefined)[]) {
  const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** A Markdown table as Prettier lays one out: the first column to the left, the others to the right. */
export function table(header: string[], rows: string[][]) {
  const widths = header.map((_, i) => Math.max(3, ...[header, ...rows].map((row) => (row[i] ?? '').length)));
  const pad = (cell = '', i: number) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0));
  const line = (cells: string[]) => `| ${widths.map((_, i) => pad(cells[i], i)).join(' | ')} |`;
  const rule = widths.map((width, i) => (i ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * A section of bench/TABLES.md, to be given its body: its heading, then how it was measured (the
 * command, the export, the time, the commit, "+ changes" when the tree differs from it, and the load
 * average as the run began, read now).
 */
export function section(heading: string, command: string) {
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/TABLES.md');
  const commit = `${git('rev-parse', '--short', 'HEAD')}${changed ? ' + changes' : ''}`;
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const args = process.argv.slice(2).join(' ');
  const load = loadavg()[0]?.toFixed(2);
  const how = `\`${command}${args ? ` -- ${args}` : ''}\` on ${dir}/, ${date}, at ${commit}`;
  const line = `${how}, load average ${load} at the start.`;
  return (body: string[]) => [`## ${heading}`, '', line, '', ...body].join('\n');
}

/** Puts a section in bench/TABLES.md in place of the one of its heading, in the order of `HEADINGS`. */
export function writeSection(text: string) {
  const headings = ['Bytes', 'The feel', 'Repeat visits and the service worker', 'Lighthouse through nginx'];
  const file = path.join(root, 'bench/TABLES.md');
  const [head = '# Bench tables', ...parts] = readFileSync(file, 'utf8').split(/\n(?=## )/);
  const sections = new Map(
    [...parts, text].map((part) => [part.slice(3, part.indexOf('\n')), part.trimEnd()]),
  );
  const ordered = headings.flatMap((heading) => sections.get(heading) ?? []);
  writeFileSync(file, `${[head.trimEnd(), ...ordered].join('\n\n')}\n`);
  console.log(`Written to bench/TABLES.md: ${text.slice(0, text.indexOf('\n'))}.`);
}
