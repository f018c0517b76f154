import { ActionLabel } from '@/components/ui/ActionLabel';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import type { WhatsAppAskText } from '@/content/types';
import { whatsappHref } from '@/lib/links';

/**
 * A WhatsApp chat with the company, prefilled with a message that names one machine, material or
 * service: in its modal on Rent, Equipment, Supply and Services. Plain HTML, so every item keeps a
 * one-tap way to be asked about without the script (issue 54).
 */
export function AskOnWhatsApp({ text, name }: { text: WhatsAppAskText; name: string }) {
  return (
    <a
      href={whatsappHref(text.whatsappMessage(name))}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('accent', 'md')}
    >
      <Icon name="whatsapp" />
      <ActionLabel words={text.whatsapp} name={name} />
    </a>
  );
}
