/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * `Icon` looks its drawing up by name in a table of every icon, so a client chunk that imports it
 * carries all of them (about 2 KB gzip, on every page: the table lands in the shared chunk). Client
 * components draw with `Glyph` and the drawings they import by name. This walks every module a
 * 'use client' file reaches and names any that imports `Icon`.
 */
const root = path.resolve(__dirname, '../../..');
const ICON = path.join(root, 'components/ui/Icon/index.tsx');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')].find(
    existsSync,
  );
}

/** Modules a file imports for their values (`import type` brings no code). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gms)]
    .map((match) => resolve(file, match[1] ?? ''))
    .filter((resolved): resolved is string => resolved !== undefined);
}

describe('icons in client chunks', () => {
  it('no module a client component reaches imports Icon (client components use Glyph)', () => {
    const clientEntries = ['components', 'app']
      .flatMap(sourceFiles)
      .filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
    expect(clientEntries.length).toBeGreaterThan(5);

    const importers: string[] = [];
    const seen = new Set<string>();
    const queue = [...clientEntries];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const imports = valueImports(file);
      if (imports.includes(ICON)) importers.push(path.relative(root, file));
      queue.push(...imports);
    }
    expect(seen.size).toBeGreaterThan(clientEntries.length);
    expect(importers).toEqual([]);
  });
});
