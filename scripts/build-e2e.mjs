#!/usr/bin/env node
// Builds the site the end-to-end tests run against: the same build as `npm run build`, written to
// out-e2e/ with stand-in e-mail keys, so the contact form's real request can be intercepted and
// checked, while out/ (what `npm start` serves and you deploy) keeps the real keys.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const keys = JSON.parse(readFileSync(new URL('../tests/e2e/email-keys.json', import.meta.url), 'utf8'));
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...keys, NEXT_DIST_DIR: 'out-e2e' },
});
process.exit(result.status ?? 1);
