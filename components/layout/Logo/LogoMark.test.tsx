/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MARK_PATHS, siteIconFiles } from '@/lib/icons';
import { LogoMark } from './LogoMark';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The colour of a token in app/globals.css. */
function token(name: string) {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(read('app/globals.css'))?.[1];
  if (!value) throw new Error(`No token --${name}`);
  return value.toLowerCase();
}

/** The fill of each path of an SVG file, with its `d`. */
function paths(svg: string) {
  return [...svg.matchAll(/<path fill="(#[0-9a-f]{6})"[^>]*\sd="([^"]+)"/gi)].map(([, fill, d]) => ({
    fill: fill?.toLowerCase(),
    d,
  }));
}

describe('LogoMark', () => {
  it('draws the building and the arrow inline, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<LogoMark tone="light" size={72} />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 64 64" width="72" height="72" aria-hidden="true"/);
    expect(html).toContain(`d="${MARK_PATHS.body}"`);
    expect(html).toContain(`d="${MARK_PATHS.arrow}"`);
  });

  // The favicon, the app icons and the share cards are drawn from the files; the page from the component.
  it.each([
    [siteIconFiles.svg, 'color-primary-800', 'color-accent'],
    ['/brand/logo-mark-light.svg', 'color-on-dark', 'color-accent-light'],
  ])('is the same drawing, in the same colours, as public%s', (file, body, arrow) => {
    expect(paths(read(path.join('public', file)))).toEqual([
      { fill: token(body), d: MARK_PATHS.body },
      { fill: token(arrow), d: MARK_PATHS.arrow },
    ]);
  });

  it('takes those colours from the same tokens in its stylesheet', () => {
    const css = read('components/layout/Logo/LogoMark.module.css');
    expect(css).toMatch(
      /\.dark \{\s*--mark-body: var\(--color-primary-800\);\s*--mark-arrow: var\(--color-accent\);/,
    );
    expect(css).toMatch(
      /\.light \{\s*--mark-body: var\(--color-on-dark\);\s*--mark-arrow: var\(--color-accent-light\);/,
    );
  });
});
