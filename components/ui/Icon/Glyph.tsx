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

/** An inline 24x24 SVG icon from its drawing: what client components use (`Icon` draws one by name). */
export function Glyph({ icon, size = '1em', label, ...props }: GlyphProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={icon.filled ? 'currentColor' : 'none'}
      stroke={icon.filled ? 'none' : 'currentColor'}
      strokeWidth={icon.filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...props}
    >
      {icon.d.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
