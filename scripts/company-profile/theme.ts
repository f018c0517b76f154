import { token } from '@/scripts/lib/tokens';
import type { TextStyle } from './canvas';

/** A4 in PDF points (1/72 in). */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/** Outer margins of every inner page; the footer sits inside the bottom margin. */
export const MARGIN = { x: 50, top: 62, bottom: 70 } as const;

export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;
/** The lowest y that page content may reach; below it are the footer and its rule. */
export const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;

/**
 * The profile's colours, each the site's token for the same role (app/globals.css, read at build
 * time): a change of palette on the site is a change of the profile too.
 */
export const COLOR = {
  /** The deep end of the cover gradient. */
  night: token('color-primary-900'),
  brand: token('color-primary-800'),
  lilac: token('color-primary-300'),
  mist: token('color-primary-100'),
  wash: token('color-primary-50'),
  amber: token('color-accent'),
  amberDeep: token('color-accent-strong'),
  amberWash: token('color-accent-soft'),
  /** Running text and headings: the site's text colour (its body's). */
  ink: token('color-ink'),
  muted: token('color-muted'),
  rule: token('color-border'),
  white: token('color-surface'),
  valid: token('color-success'),
  validWash: token('color-success-soft'),
} as const;

/** pdfkit's built-in Helvetica family: nothing is embedded. */
export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

/** Bold spaced capitals: the eyebrows, labels and table heads. */
export function caps(size: number, color: string, characterSpacing: number): TextStyle {
  return { font: FONT.bold, size, color, characterSpacing, upper: true };
}

/** Bold Helvetica: titles, names and figures. */
export function bold(size: number, color: string): TextStyle {
  return { font: FONT.bold, size, color };
}
