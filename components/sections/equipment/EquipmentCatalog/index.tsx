import {
  equipmentCategories,
  equipmentCategoryIcons,
  equipmentCategoryLabels,
  equipmentPage,
  type Equipment,
} from '@/content/equipment';
import { shellText } from '@/content/shell';
import { iconDrawingsFor } from '@/components/ui/Icon';
import type { Locale } from '@/lib/i18n';
import { EquipmentBrowser } from '@/components/sections/equipment/EquipmentBrowser';
import { EquipmentCard } from '@/components/sections/equipment/EquipmentCard';
import { EquipmentDetails, equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';

export interface EquipmentCatalogProps {
  /** The page's language: every word below the hero is the Equipment page's in it. */
  locale: Locale;
  /** The units in that language (equipment[locale]). */
  items: readonly Equipment[];
}

/**
 * The Equipment screen under its hero: the fleet with a filter over all seven categories (one with
 * no unit shows the empty state), 'N Equipment Available', the cards and their modal, then a tile
 * per category.
 */
export function EquipmentCatalog({ locale, items }: EquipmentCatalogProps) {
  const text = equipmentPage[locale];
  return (
    <EquipmentBrowser
      locale={locale}
      entries={items.map((item) => ({
        item,
        dialogId: equipmentDialogId(item),
        card: <EquipmentCard locale={locale} item={item} text={text.card} />,
        details: <EquipmentDetails locale={locale} item={item} text={text.details} enquiry={text.enquiry} />,
      }))}
      id="equipment"
      categories={equipmentCategories}
      labels={{ text: shellText[locale].list, categories: equipmentCategoryLabels[locale] }}
      text={text.list}
      icons={iconDrawingsFor(equipmentCategoryIcons)}
      list={{ headingId: 'equipment-fleet-title', ...text.fleet }}
      categoriesHeading={{ headingId: 'equipment-categories-title', ...text.categories }}
    />
  );
}
