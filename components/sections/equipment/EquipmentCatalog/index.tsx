import {
  equipmentCategories,
  equipmentCategoryIcons,
  equipmentCategoryLabels,
  equipmentPage,
  rentPage,
  type Equipment,
} from '@/content/equipment';
import { shellText } from '@/content/shell';
import { iconDrawingsFor } from '@/components/ui/Icon';
import type { Locale } from '@/lib/i18n';
import { EquipmentBrowser } from '@/components/sections/equipment/EquipmentBrowser';
import { EquipmentCard } from '@/components/sections/equipment/EquipmentCard';
import { EquipmentDetails, equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';

/**
 * What the two pages of machines differ in. Equipment: a filter over all seven categories (one
 * with no unit shows the empty state), a dropdown on phones, the fleet's cards. Rent: a filter over
 * the categories the list holds (in first-seen order; buttons at every width, as the spec has
 * it), the rental cards with their note.
 */
const pages = {
  equipment: { text: equipmentPage, categories: equipmentCategories, filterForm: undefined, card: 'fleet' },
  rent: { text: rentPage, categories: undefined, filterForm: 'buttons', card: 'rent' },
} as const;

export interface EquipmentCatalogProps {
  /** Which page: every word below the hero is its own. */
  page: keyof typeof pages;
  /** The page's language. */
  locale: Locale;
  /** The units in that language (equipment[locale]). */
  items: readonly Equipment[];
}

/**
 * The Equipment and Rent screens under their hero: the units with a category filter, the count for
 * the current filter ('N Equipment Available'), the cards and their modal (Supply Capacity, the
 * unit to add to the enquiry, a WhatsApp message naming it and the contact page), then a tile per
 * category that sets the filter.
 */
export function EquipmentCatalog({ page, locale, items }: EquipmentCatalogProps) {
  const { categories, filterForm, card } = pages[page];
  const text = pages[page].text[locale];
  return (
    <EquipmentBrowser
      locale={locale}
      entries={items.map((item) => ({
        item,
        dialogId: equipmentDialogId(item),
        card: <EquipmentCard locale={locale} item={item} text={text.card} variant={card} />,
        details: <EquipmentDetails locale={locale} item={item} text={text.details} enquiry={text.enquiry} />,
      }))}
      id={page}
      categories={categories}
      filterForm={filterForm}
      labels={{ text: shellText[locale].list, categories: equipmentCategoryLabels[locale] }}
      text={text.list}
      icons={iconDrawingsFor(equipmentCategoryIcons)}
      list={{ headingId: `${page}-fleet-title`, ...text.fleet }}
      categoriesHeading={{ headingId: `${page}-categories-title`, ...text.categories }}
    />
  );
}
