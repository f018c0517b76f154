import type { ReactNode } from 'react';
import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass, type ButtonVariant } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { routePath } from '@/content/navigation';
import type { Locale } from '@/lib/i18n';

export interface ContactButtonProps {
  /** The page's language: the link goes to its contact page. */
  locale: Locale;
  variant?: Extract<ButtonVariant, 'accent' | 'outline'>;
  /** The label, with any visually hidden words that name the item. */
  children: ReactNode;
}

/** A link to the contact page that looks like a button, with the arrow: the call to action of a modal or a project. */
export function ContactButton({ locale, variant = 'accent', children }: ContactButtonProps) {
  return (
    <SiteLink href={routePath(locale, 'contact')} className={buttonClass(variant, 'md')}>
      {children}
      <Icon name="arrowRight" />
    </SiteLink>
  );
}
