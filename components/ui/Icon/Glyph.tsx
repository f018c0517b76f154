import type { ComponentPropsWithoutRef } from 'react';
import type { IconDrawing } from './paths';

export type GlyphProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children'> & {
  /** The drawing, imported by name from ./paths so a client chunk carries only the icons it draws. */
  icon: IconDrawing;
  /** Pixel size of the square; defaults to 1em so the icon follows the text. */
  size?: number | string;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
};

// Only the attributes an icon has: React writes an unset prop into every page's payload too.
const FILLED = { fill: 'currentColor' } as const;
const STROKED = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const DECORATIVE = { 'aria-hidden': true } as const;

/**
 * An inline 24x24 SVG icon from its drawing: what client components use (`Icon` draws one by name).
 * Its strokes are one path (their subpaths joined), so an icon is two elements to send and hydrate.
 */
export function Glyph({ icon, size = '1em', label, ...props }: GlyphProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...(icon.filled ? FILLED : STROKED)}
      {...(label ? { role: 'img', 'aria-label': label } : DECORATIVE)}
      focusable="false"
      {...props}
    >
      <path d={icon.d.join(' ')} />
    </svg>
  );
}
