import type { ReactNode } from 'react';
import { DetailsDialog } from '@/components/ui/DetailsDialog';
import type { Locale } from '@/lib/i18n';
import { CardGrid } from '@/components/sections/shared/CardGrid';

export interface DetailsCardGridProps<Item extends { id: string }> {
  /** The page's language, for the modals' close buttons. */
  locale: Locale;
  /** The items in display order: a card and a modal each. */
  items: readonly Item[];
  /** The id of an item's modal, which its card's DetailsButton names. */
  dialogId: (item: Item) => string;
  /** An item's card, with the DetailsButton that opens its modal; `index` from 0. */
  card: (item: Item, index: number) => ReactNode;
  /** The body of an item's modal (ui/Dialog/DialogLayout), with the DialogTitle that names it. */
  details: (item: Item) => ReactNode;
  /** CardGrid's rows of 2, 3, …, 3, 2 (the ten services). */
  evenEnds?: boolean;
  /** Sizes the modals (DetailsDialog's className). */
  dialogClassName?: string;
}

/**
 * A grid of cards, each opening its item's details in a modal: the services, the materials and the
 * licences. Server-rendered, the modals in the page's HTML (ui/DetailsDialog).
 */
export function DetailsCardGrid<Item extends { id: string }>({
  locale,
  items,
  dialogId,
  card,
  details,
  evenEnds,
  dialogClassName,
}: DetailsCardGridProps<Item>) {
  return (
    <DetailsDialog
      locale={locale}
      dialogs={items.map((item) => ({ id: dialogId(item), body: details(item) }))}
      className={dialogClassName}
    >
      <CardGrid
        evenEnds={evenEnds}
        cards={items.map((item, index) => ({ key: item.id, card: card(item, index) }))}
      />
    </DetailsDialog>
  );
}
