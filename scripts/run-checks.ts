// `npm test`: every check, in order, stopping at the first step that fails; then how long each stage
// took and the five slowest end-to-end spec files, so a slowdown shows in the run that caused it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

type Stage = [name: string, npmArgs: string[]];

/** The steps in order, each a list of stages run side by side. */
const STEPS: Stage[][] = [
  // ESLint and TypeScript use one core each: together, on two.
  [
    ['lint', ['run', 'lint']],
    ['types', ['run', 'typecheck']],
  ],
  [['jest', ['run', 'test:unit']]],
  [['build', ['run', 'build:e2e']]],
  // The HTML checker keeps a core busy; the older engines mostly wait on their pages: together.
  [
    ['validate', ['run', 'validate']],
    ['compat', ['run', 'test:compat']],
  ],
  [['e2e', ['run', 'test:e2e']]],
  // The byte budgets (scripts/bench.ts), and Menu tapped at the lift on three routes at slow 3G:
  // the full sweep over every dialog kind and three networks, and its timings, are `npm run bench`
  // (bench/README.md).
  [['bench', ['run', 'bench', '--', '--no-build', '--dir', 'out-e2e', '--check', '--quick']]],
];

const times: [string, number][] = [];
const started = Date.now();

/** Runs one stage; resolves with its exit status (1 for a signal) once it has ended. */
function runStage([stage, args]: Stage) {
  console.log(`\n> npm test: ${stage} (npm ${args.join(' ')})`);
  const started = Date.now();
  return new Promise<{ stage: string; status: number; signal: NodeJS.Signals | null }>((resolve) => {
    spawn(npm, args, { cwd: root, stdio: 'inherit' }).on('close', (status, signal) => {
      times.push([stage, Date.now() - started]);
      resolve({ stage, status: status ?? 1, signal });
    });
  });
}

async function main() {
  let failed;
  for (const step of STEPS) {
    const results = await Promise.all(step.map(runStage));
    failed = results.find((result) => result.status !== 0);
    if (failed) break;
  }
  report();
  if (failed) {
    console.error(`\nnpm test failed at ${failed.stage} (${failed.signal ?? `exit ${failed.status}`}).`);
    process.exit(failed.status || 1);
  }
  console.log('\nnpm test passed.');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
function report() {
  console.log('\nnpm test, time per stage:');
  for (const [stage, ms] of times) console.log(`  ${stage.padEnd(10)}${seconds(ms)}`);
  console.log(`  ${'total'.padEnd(10)}${seconds(Date.now() - started)}`);
  const specTimes = path.join(root, 'test-results', 'spec-times.json');
  if (!times.some(([stage]) => stage === 'e2e') || !existsSync(specTimes)) return;
  const { files } = JSON.parse(readFileSync(specTimes, 'utf8')) as {
    files: { file: string; seconds: number; tests: number }[];
  };
  console.log('Slowest end-to-end spec files (test time summed over workers and projects):');
  for (const { file, seconds: s, tests } of files.slice(0, 5)) {
    console.log(`  ${file.padEnd(32)}${`${s.toFixed(0)} s`.padStart(7)}  ${tests} tests`);
  }
}

void main();
