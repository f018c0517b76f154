import type { ReactNode } from 'react';
import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass, type ButtonVariant } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';

export interface ContactButtonProps {
  variant?: Extract<ButtonVariant, 'accent' | 'outline'>;
  /** The label, with any visually hidden words that name the item. */
  children: ReactNode;
}

/** A link to the contact page that looks like a button, with the arrow: the call to action of a modal or a project. */
export function ContactButton({ variant = 'accent', children }: ContactButtonProps) {
  return (
    <SiteLink href="/contact/" className={buttonClass(variant, 'md')}>
      {children}
      <Icon name="arrowRight" />
    </SiteLink>
  );
}
