import { equipmentCategoryIcons, equipmentPage } from '@/content/equipment';
import { iconDrawingsFor } from '@/components/ui/Icon';
import { equipmentCategories, type Equipment } from '@/content/types';
import { EquipmentBrowser } from '@/components/sections/equipment/EquipmentBrowser';
import { EquipmentCard } from '@/components/sections/equipment/EquipmentCard';
import { EquipmentDetails, equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';

/**
 * The Equipment screen under its hero: the fleet with a filter over all seven categories (one with
 * no unit shows the empty state), 'N Equipment Available', the cards and their modal, then a tile
 * per category.
 */
export function EquipmentCatalog({ items }: { items: readonly Equipment[] }) {
  return (
    <EquipmentBrowser
      entries={items.map((item) => ({
        item,
        dialogId: equipmentDialogId(item),
        card: <EquipmentCard item={item} />,
        details: <EquipmentDetails item={item} />,
      }))}
      id="equipment"
      categories={equipmentCategories}
      icons={iconDrawingsFor(equipmentCategoryIcons)}
      list={{ headingId: 'equipment-fleet-title', ...equipmentPage.fleet }}
      categoriesHeading={{ headingId: 'equipment-categories-title', ...equipmentPage.categories }}
    />
  );
}
