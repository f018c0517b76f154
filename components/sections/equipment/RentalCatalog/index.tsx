import {
  equipmentCategoryIcons,
  equipmentCategoryLabels,
  rentPage,
  type Equipment,
} from '@/content/equipment';
import { shellText } from '@/content/shell';
import { iconDrawingsFor } from '@/components/ui/Icon';
import type { Locale } from '@/lib/i18n';
import { EquipmentBrowser } from '@/components/sections/equipment/EquipmentBrowser';
import { EquipmentCard } from '@/components/sections/equipment/EquipmentCard';
import { EquipmentDetails, equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';

export interface RentalCatalogProps {
  /** The page's language: every word below the hero, and the WhatsApp enquiry, are the Rent page's in it. */
  locale: Locale;
  /** The units in that language (equipment[locale]). */
  items: readonly Equipment[];
}

/**
 * The Rent screen under its hero: the rental cards with a filter over the categories the list
 * holds (in first-seen order; buttons at every width, as the spec has it), the count for the
 * current filter, the modal with a WhatsApp enquiry in the page's language, then the Equipment
 * Categories tiles.
 */
export function RentalCatalog({ locale, items }: RentalCatalogProps) {
  const text = rentPage[locale];
  return (
    <EquipmentBrowser
      locale={locale}
      entries={items.map((item) => ({
        item,
        dialogId: equipmentDialogId(item),
        card: <EquipmentCard locale={locale} item={item} text={text.card} variant="rent" />,
        details: <EquipmentDetails locale={locale} item={item} text={text.details} enquiry={text.enquiry} />,
      }))}
      id="rent"
      filterForm="buttons"
      labels={{ text: shellText[locale].list, categories: equipmentCategoryLabels[locale] }}
      text={text.list}
      icons={iconDrawingsFor(equipmentCategoryIcons)}
      list={{ headingId: 'rent-fleet-title', ...text.fleet }}
      categoriesHeading={{ headingId: 'rent-categories-title', ...text.categories }}
    />
  );
}
