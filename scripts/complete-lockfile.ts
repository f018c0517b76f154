// Adds lockfile entries for optional, platform-specific binaries the registry did not serve.
//
// Some registry mirrors (this project's build machines among them) only carry the Linux builds of
// packages such as @next/swc-* and @unrs/resolver-binding-*. `npm install` then leaves the other
// platforms' entries out of package-lock.json, and `npm ci` refuses the lockfile as out of sync.
// Run this after `npm install` on such a machine (`npx tsx scripts/complete-lockfile.ts`): it
// writes the missing entries with their os and cpu, so `npm ci` skips them on Linux and still
// installs them on a Mac or Windows laptop.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optional?: boolean;
}

const LOCK = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> };

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'openbsd', 'sunos', 'aix'];
/** The CPUs as package names spell them; 'arm-' with its dash, or it would match arm64. */
const CPU = ['arm64', 'x64', 'ia32', 'arm-', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name: string): LockEntry {
  const os = OS.find((candidate) => name.includes(`-${candidate}-`));
  const cpu = CPU.find((candidate) => name.includes(`-${candidate}`))?.replace(/-$/, '');
  const entry: LockEntry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (os === 'linux' && /-(musl|musleabihf)\b/.test(name)) entry.libc = ['musl'];
  else if (os === 'linux' && /-gnu/.test(name)) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue; // only exact pins are platform binaries
    lock.packages[`node_modules/${name}`] = { version: spec, ...platformOf(name), optional: true };
    added += 1;
    console.log(`added ${name}@${spec}`);
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} lockfile entries added`);
