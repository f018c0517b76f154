/**
 * The site's design tokens as build-time code sees them: the custom properties a stylesheet declares,
 * read from the stylesheet itself. app/globals.css is the one place a colour is written; what the
 * build draws outside the browser (the company profile, the logo files, the offline page, the
 * artwork) takes its colours from there, so a change of palette is one line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The custom properties declared in the first rule of `css` whose selector is `selector` (at any
 * depth: globals.css keeps :root in a cascade layer), by name without the leading `--`; undefined
 * where there is no such rule.
 */
export function declaredProperties(css: string, selector: string): Record<string, string> | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const body = new RegExp(`(?:^|[{};])\\s*${escaped}\\s*\\{([^{}]*)\\}`).exec(uncommented)?.[1];
  if (body === undefined) return undefined;
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]),
  );
}

/** declaredProperties() of a stylesheet of the repository (`file` from its root). */
export function customProperties(file: string, selector: string): Record<string, string> {
  const properties = declaredProperties(readFileSync(path.join(root, file), 'utf8'), selector);
  if (!properties) throw new Error(`No rule ${selector} in ${file}`);
  return properties;
}

/** The value of the site's token `name` (app/globals.css, :root), as `color-ink` or `--color-ink`. */
export function token(name: string): string {
  const bare = name.replace(/^--/, '');
  const value = customProperties('app/globals.css', ':root')[bare];
  if (value === undefined) throw new Error(`No token --${bare} in app/globals.css`);
  return resolve(value);
}

/** A value with the token it names (`var(--color-accent)`) followed to the token's; any other as it is. */
export function resolve(value: string): string {
  const reference = /^var\(--([\w-]+)\)$/.exec(value.trim())?.[1];
  return reference ? token(reference) : value;
}
