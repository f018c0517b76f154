import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the times of the last run are written, for `npm test`'s closing report (scripts/run-checks.ts). */
export const SPEC_TIMES_FILE = path.join(__dirname, '..', '..', 'test-results', 'spec-times.json');

/**
 * Adds up the time of every test by spec file, over every project, and writes them to SPEC_TIMES_FILE,
 * slowest first: `npm test` ends by printing the five slowest, so a spec that grows slow shows in the
 * run that made it so.
 */
export default class SpecTimes implements Reporter {
  private readonly times = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.basename(test.location.file);
    const entry = this.times.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.times.set(file, entry);
  }

  onEnd(result: FullResult) {
    const files = [...this.times]
      .map(([file, { ms, tests }]) => ({ file, seconds: Math.round(ms / 100) / 10, tests }))
      .sort((a, b) => b.seconds - a.seconds);
    mkdirSync(path.dirname(SPEC_TIMES_FILE), { recursive: true });
    writeFileSync(
      SPEC_TIMES_FILE,
      `${JSON.stringify({ status: result.status, wallSeconds: Math.round(result.duration / 1000), files }, null, 2)}\n`,
    );
  }

  printsToStdio() {
    return false;
  }
}
