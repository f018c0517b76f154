/**
 * `npm run build`: the whole site into out/, step by step, each step's time printed as it ends and
 * all of them at the close. `--e2e` builds out-e2e/ for the end-to-end tests instead, with the
 * environment of tests/e2e/build-env.json: stand-in e-mail keys, so the contact form's real
 * request can be intercepted and checked, and an 8 s send timeout instead of 30 s; out/ (what
 * `npm start` serves and you deploy) keeps the real ones. NEXT_DIST_DIR names another folder.
 *
 * Names run only those steps or phases: `tsx scripts/build.ts assets` (what `npm run dev` needs
 * before `next dev`), `tsx scripts/build.ts export` (the steps after `next build`), or
 * `tsx scripts/build.ts csp compress`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCompanyProfile } from './company-profile';
import { compress } from './compress';
import { writePagePolicies } from './csp';
import { cutFonts } from './font';
import { checkFontCoverage } from './font-coverage';
import { drawIcons } from './icons';
import { buildImages } from './images';
import { writeHostFiles } from './lib/hosts';
import { moveNotFoundPages } from './not-found-pages';
import { writeServiceWorker } from './service-worker';
import { drawShareImages } from './share-images';

const root = path.resolve(__dirname, '..');

async function writeCompanyProfile() {
  const { pages, bytes } = await buildCompanyProfile(path.join(root, 'public', 'company-profile.pdf'));
  console.log(`company profile: public/company-profile.pdf, ${pages} pages, ${(bytes / 1024).toFixed(0)} KB`);
}

function nextBuild() {
  const next = require.resolve('next/dist/bin/next');
  // Throws when next build fails.
  execFileSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit' });
}

/** The steps in order: the files `next build` reads, then Next's export, then what it lacks. */
const STEPS: { phase: 'assets' | 'next' | 'export'; name: string; run: (outDir: string) => unknown }[] = [
  { phase: 'assets', name: 'font', run: cutFonts },
  { phase: 'assets', name: 'images', run: buildImages },
  { phase: 'assets', name: 'company-profile', run: writeCompanyProfile },
  { phase: 'assets', name: 'share-images', run: drawShareImages },
  { phase: 'assets', name: 'icons', run: drawIcons },
  { phase: 'next', name: 'next build', run: nextBuild },
  // Each page's own 404 file first: the later steps see the export as hosts will serve it.
  { phase: 'export', name: 'not-found-pages', run: moveNotFoundPages },
  { phase: 'export', name: 'service-worker', run: writeServiceWorker },
  { phase: 'export', name: 'csp', run: writePagePolicies },
  { phase: 'export', name: 'font-coverage', run: checkFontCoverage },
  { phase: 'export', name: 'hosts', run: writeHostFiles },
  // Last: it compresses what every step before it wrote (a copy is never older than its file).
  { phase: 'export', name: 'compress', run: compress },
];

export async function build(argv: readonly string[]) {
  if (argv.includes('--e2e')) {
    const env = JSON.parse(readFileSync(path.join(root, 'tests/e2e/build-env.json'), 'utf8')) as object;
    Object.assign(process.env, env, { NEXT_DIST_DIR: 'out-e2e' });
  }
  const outDir = path.join(root, process.env.NEXT_DIST_DIR || 'out');
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const steps = STEPS.filter(
    (step) => names.length === 0 || names.some((name) => [step.name, step.phase].includes(name)),
  );
  if (steps.length === 0)
    throw new Error(`No step is called ${names.join(' or ')}: ${STEPS.map((step) => step.name).join(', ')}.`);
  const times: string[] = [];
  const started = performance.now();
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  for (const step of steps) {
    const stepStarted = performance.now();
    await Promise.resolve(step.run(outDir)).catch((error: unknown) => {
      console.error(`build: ${step.name} failed.`);
      throw error;
    });
    times.push(`${step.name} ${seconds(stepStarted)}`);
    console.log(`build: ${times.at(-1)}`);
  }
  console.log(`\nbuild: ${path.relative(root, outDir)}/ in ${seconds(started)} (${times.join(', ')})`);
}

if (require.main === module) {
  build(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
