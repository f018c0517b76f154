import type { IconName } from '@/content/types';
import { Glyph, type GlyphProps } from './Glyph';
import { iconDrawings, type IconDrawing } from './paths';

export type IconProps = Omit<GlyphProps, 'icon'> & { name: IconName };

/**
 * An icon by name, for server components and icons named in content/. It carries every icon's
 * drawing, so a client component draws with `Glyph` and the drawings it imports instead.
 */
export function Icon({ name, ...props }: IconProps) {
  return <Glyph icon={iconDrawings[name]} {...props} />;
}

/** Named icons as their drawings, for a server component to pass to a client one as plain data. */
export function iconDrawingsFor(names: Readonly<Record<string, IconName>>): Record<string, IconDrawing> {
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, iconDrawings[name]]));
}
