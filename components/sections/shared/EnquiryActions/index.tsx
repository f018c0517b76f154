import type { ReactNode } from 'react';
import { AskOnWhatsApp } from '@/components/sections/shared/AskOnWhatsApp';
import { ContactButton } from '@/components/sections/shared/ContactButton';
import { EnquiryToggle } from '@/components/sections/shared/EnquiryToggle';
import { enquiryControls } from '@/content/enquiry';
import type { WhatsAppAskText } from '@/content/types';
import type { EnquiryKind } from '@/lib/enquiry';
import type { Locale } from '@/lib/i18n';

export interface EnquiryActionsProps {
  /** The page's language: the toggle's words and the contact page's. */
  locale: Locale;
  kind: EnquiryKind;
  id: string;
  /** The item's name in the page's language, in the WhatsApp message and the controls' labels. */
  name: string;
  /** The WhatsApp link's words and message. */
  whatsapp: WhatsAppAskText;
  /** The contact link's label, with any hidden words that name the item. */
  contact: ReactNode;
  /** Lays the row out (each modal's own). */
  className?: string;
}

/**
 * The ways to ask about one machine, material or service, at the foot of its modal: add it to the
 * enquiry (once the script runs), a WhatsApp chat naming it, and the contact page.
 */
export function EnquiryActions({
  locale,
  kind,
  id,
  name,
  whatsapp,
  contact,
  className,
}: EnquiryActionsProps) {
  return (
    <div className={className}>
      <EnquiryToggle kind={kind} id={id} name={name} text={enquiryControls[locale]} />
      <AskOnWhatsApp text={whatsapp} name={name} />
      <ContactButton locale={locale} variant="outline">
        {contact}
      </ContactButton>
    </div>
  );
}
