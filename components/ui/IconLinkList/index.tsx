import { Glyph } from '../Icon/Glyph';
import type { IconDrawing } from '../Icon/paths';

export interface IconLink {
  /** Its drawing, imported by name from components/ui/Icon/paths (the list is drawn in client components). */
  icon: IconDrawing;
  label: string;
  href: string;
  /** Opens in a new tab (an outside site such as WhatsApp), with rel="noopener noreferrer". */
  newTab?: boolean;
}

/** A list of links, each led by its icon: the ways to reach the company, in the menu and the contact form. */
export function IconLinkList({ links, className }: { links: readonly IconLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map(({ icon, label, href, newTab }) => (
        <li key={href}>
          <a href={href} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
            <Glyph icon={icon} />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
