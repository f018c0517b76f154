import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { ActionLabel } from '../ActionLabel';
import { Icon } from '../Icon';

/**
 * The spec's 'View Details' label for a card's button or link, in the page's language: the visible
 * words, the item's name for screen readers before or after them, as the language puts it (so ten links are not all called 'View Details', WCAG
 * 2.4.4), and the arrow.
 */
export function ViewDetailsLabel({ locale, item }: { locale: Locale; item: string }) {
  return (
    <>
      <ActionLabel words={shellText[locale].viewDetails} name={item} />
      <Icon name="arrowRight" />
    </>
  );
}
