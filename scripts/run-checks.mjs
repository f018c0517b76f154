#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first that fails; then how long each stage took
// and the five slowest end-to-end spec files, so a slowdown shows in the run that caused it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** [stage, npm script and its arguments] */
const STAGES = [
  ['lint', ['run', 'lint']],
  ['types', ['run', 'typecheck']],
  ['jest', ['run', 'test:unit']],
  ['build', ['run', 'build:e2e']],
  ['validate', ['run', 'validate']],
  ['e2e', ['run', 'test:e2e']],
  // The byte budgets, and Menu tapped at the lift on every route at slow 3G: the full sweep over
  // every dialog kind and three networks, and its timings, are `npm run bench` (bench/README.md).
  ['bench', ['run', 'bench', '--', '--no-build', '--dir', 'out-e2e', '--check', '--quick']],
];

const times = [];
const started = Date.now();
let failed;
for (const [stage, args] of STAGES) {
  console.log(`\n> npm test: ${stage} (npm ${args.join(' ')})`);
  const stageStarted = Date.now();
  const { status, signal } = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  times.push([stage, Date.now() - stageStarted]);
  if (status !== 0) {
    failed = { stage, status: status ?? 1, signal };
    break;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
console.log('\nnpm test, time per stage:');
for (const [stage, ms] of times) console.log(`  ${stage.padEnd(10)}${seconds(ms)}`);
console.log(`  ${'total'.padEnd(10)}${seconds(Date.now() - started)}`);

const specTimes = path.join(root, 'test-results', 'spec-times.json');
if (times.some(([stage]) => stage === 'e2e') && existsSync(specTimes)) {
  const { files } = JSON.parse(readFileSync(specTimes, 'utf8'));
  console.log('Slowest end-to-end spec files (test time summed over workers and projects):');
  for (const { file, seconds: s, tests } of files.slice(0, 5)) {
    console.log(`  ${file.padEnd(32)}${`${s.toFixed(0)} s`.padStart(7)}  ${tests} tests`);
  }
}

if (failed) {
  console.error(`\nnpm test failed at ${failed.stage} (${failed.signal ?? `exit ${failed.status}`}).`);
  process.exit(failed.status || 1);
}
console.log('\nnpm test passed.');
