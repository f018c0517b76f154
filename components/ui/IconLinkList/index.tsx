import type { IconName } from '@/content/types';
import { Icon } from '../Icon';

export interface IconLink {
  icon: IconName;
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
            <Icon name={icon} />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
