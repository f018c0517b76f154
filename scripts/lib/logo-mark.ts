/**
 * The logo mark outside the page: as the site's component draws it (components/layout/Logo/LogoMark),
 * its paths (MARK_PATHS, lib/icons.ts) in the colours its stylesheet gives each tone, those being
 * the site's tokens. The favicon file, the app icons, the share cards and the offline page are drawn
 * from here, so none of them is a copy to keep equal.
 */
import { MARK_PATHS } from '@/lib/icons';
import { customProperties, resolve } from './tokens';

export type MarkTone = 'dark' | 'light';

/** The body's and the arrow's colour in `tone`: LogoMark.module.css's --mark-body and --mark-arrow. */
function logoMarkColors(tone: MarkTone): { body: string; arrow: string } {
  const properties = customProperties('components/layout/Logo/LogoMark.module.css', `.${tone}`);
  const [body, arrow] = [properties['mark-body'], properties['mark-arrow']];
  if (!body || !arrow) throw new Error(`LogoMark.module.css's .${tone} sets no --mark-body or --mark-arrow`);
  return { body: resolve(body), arrow: resolve(arrow) };
}

/** The mark's two paths in `tone`, for an <svg> of viewBox 0 0 64 64, `between` them. */
export function logoMarkPaths(tone: MarkTone, between = ''): string {
  const { body, arrow } = logoMarkColors(tone);
  return `<path fill="${body}" fill-rule="evenodd" d="${MARK_PATHS.body}"/>${between}<path fill="${arrow}" d="${MARK_PATHS.arrow}"/>`;
}

/** The mark in `tone` as an SVG file, named `label` for a reader of the file alone. */
export function logoMarkSvg(tone: MarkTone, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${label}">`;
  return `${svg}\n  ${logoMarkPaths(tone, '\n  ')}\n</svg>\n`;
}
