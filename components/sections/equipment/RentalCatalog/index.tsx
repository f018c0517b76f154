import { equipmentCategoryIcons, rentPage } from '@/content/equipment';
import { iconDrawingsFor } from '@/components/ui/Icon';
import type { Equipment } from '@/content/types';
import { EquipmentBrowser } from '@/components/sections/equipment/EquipmentBrowser';
import { EquipmentCard } from '@/components/sections/equipment/EquipmentCard';
import { EquipmentDetails, equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';

/**
 * The Rent screen under its hero: the rental cards with a filter over the categories the list
 * holds (in first-seen order; buttons at every width, as the spec has it), the count for the current filter, the modal with a WhatsApp
 * enquiry, then the Equipment Categories tiles.
 */
export function RentalCatalog({ items }: { items: readonly Equipment[] }) {
  return (
    <EquipmentBrowser
      entries={items.map((item) => ({
        item,
        dialogId: equipmentDialogId(item),
        card: <EquipmentCard item={item} variant="rent" />,
        details: <EquipmentDetails item={item} enquiry={rentPage.enquiry} />,
      }))}
      id="rent"
      filterForm="buttons"
      icons={iconDrawingsFor(equipmentCategoryIcons)}
      list={{ headingId: 'rent-fleet-title', ...rentPage.fleet }}
      categoriesHeading={{ headingId: 'rent-categories-title', ...rentPage.categories }}
    />
  );
}
