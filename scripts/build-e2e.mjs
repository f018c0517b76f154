#!/usr/bin/env node
// Builds the site the end-to-end tests run against: the same build as `npm run build`, written to
// out-e2e/ with the environment of tests/e2e/build-env.json: stand-in e-mail keys, so the contact
// form's real request can be intercepted and checked, and an 8 s send timeout instead of 30 s, so a
// test of a stalled send does not wait 30 s. out/ (what `npm start` serves and you deploy) keeps
// the real keys and the real timeout.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const env = JSON.parse(readFileSync(new URL('../tests/e2e/build-env.json', import.meta.url), 'utf8'));
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...env, NEXT_DIST_DIR: 'out-e2e' },
});
process.exit(result.status ?? 1);
