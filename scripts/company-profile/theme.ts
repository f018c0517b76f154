import { company } from '@/scripts/lib/english';

/** A4 in PDF points (1/72 in). */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/** Outer margins of every inner page; the footer sits inside the bottom margin. */
export const MARGIN = { x: 50, top: 62, bottom: 70 } as const;

export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;
/** The lowest y that page content may reach; below it are the footer and its rule. */
export const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;

/** Resolution images are resampled to for the size they are drawn at. */
export const IMAGE_DPI = 150;
export const IMAGE_QUALITY = 75;

export const COLOR = {
  /** The deep end of the cover gradient. */
  night: '#2e1065',
  /** The site's brand colour. */
  brand: company.brandColor,
  violet: '#6d28d9',
  lilac: '#c4b5fd',
  mist: '#ede9fe',
  wash: '#f7f5fd',
  amber: '#f59e0b',
  amberDeep: '#b45309',
  amberWash: '#fef3c7',
  ink: '#1c1630',
  body: '#413b55',
  muted: '#7a748c',
  rule: '#e3deef',
  white: '#ffffff',
  valid: '#15803d',
  validWash: '#dcfce7',
} as const;

/** pdfkit's built-in Helvetica family: nothing is embedded. */
export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];
