import type { ComponentPropsWithoutRef } from 'react';
import type { IconName } from '@/content/types';
import { iconPaths } from './paths';

export type IconProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children'> & {
  name: IconName;
  /** Pixel size of the square; defaults to 1em so the icon follows the text. */
  size?: number | string;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
};

export function Icon({ name, size = '1em', label, ...props }: IconProps) {
  const icon = iconPaths[name];
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
