import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { DetailsDialog } from '@/components/ui/DetailsDialog';
import { Section } from '@/components/ui/Section';
import type { IconDrawing } from '@/components/ui/Icon/paths';
import type { Equipment, EquipmentListText } from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import { ALL_ID, listViews, type ListLabels } from '@/lib/list-views';
import { CategoryTiles } from '@/components/sections/shared/CategoryTiles';
import { FilteredGrid, type FilteredGridProps } from '@/components/sections/shared/FilteredGrid';
import { ListScope } from '@/components/sections/shared/ListScope';
import styles from './index.module.css';

/** The words that open a section: its heading id, eyebrow, h2 and lead. */
export interface EquipmentSectionHeading {
  headingId: string;
  eyebrow: string;
  title: string;
  lead: string;
}

export interface EquipmentBrowserProps {
  /** The page's language (the modals' close buttons). */
  locale: Locale;
  /** 'equipment' or 'rent': names the list's radios and the element its tiles bring into view. */
  id: string;
  /**
   * Each unit with its card and the body of its modal (EquipmentDetails), both rendered on the
   * server; the card's DetailsButton opens the modal `dialogId`.
   */
  entries: readonly { item: Equipment; dialogId: string; card: ReactNode; details: ReactNode }[];
  /** The filter's categories' keys in display order ('All' comes first; without them, the units' in first-seen order); each also gets a tile. */
  categories?: readonly string[];
  /** The list's words (shellText[locale].list) and each category's name by key, in the page's language. */
  labels: ListLabels;
  /** The filter's name, the count line, the empty state and the tiles' units, in the page's language. */
  text: EquipmentListText;
  /** The filter's form: Rent's is buttons at every width (spec); Equipment's is responsive. */
  filterForm?: FilteredGridProps['filterForm'];
  /** The symbol of each category's tile, by key. */
  icons: Readonly<Partial<Record<string, IconDrawing>>>;
  list: EquipmentSectionHeading;
  categoriesHeading: EquipmentSectionHeading;
}

/**
 * The Equipment and Rent screens under their hero (spec section 4), in the language of `labels` and
 * `text`: the list section (filter, 'N Equipment Available', cards, empty state), a modal per unit,
 * and the category tiles, which set the filter. The chosen category is the filter's radio group
 * (lib/list-views.ts) and each modal a native <dialog>: all of it works from the HTML, with no
 * client code of its own.
 */
export function EquipmentBrowser({
  locale,
  id,
  entries,
  categories,
  labels,
  text,
  filterForm,
  icons,
  list: listHeading,
  categoriesHeading,
}: EquipmentBrowserProps) {
  const list = listViews(
    id,
    categories,
    entries.map((entry) => entry.item),
    labels,
  );
  const all = list.categories.find((category) => category.id === ALL_ID);
  const listId = `${id}-list`;
  return (
    <ListScope list={list}>
      <DetailsDialog
        locale={locale}
        dialogs={entries.map((entry) => ({ id: entry.dialogId, body: entry.details }))}
        className={styles.dialog}
      >
        <Section {...listHeading} tone="warm" align="start">
          <div id={listId} tabIndex={-1} className={styles.list}>
            <FilteredGrid
              list={list}
              label={text.filterLabel}
              filterForm={filterForm}
              cards={entries.map((entry) => entry.card)}
              count={text.count}
              emptyMessage={text.empty}
              emptyAction={
                all && (
                  <label htmlFor={all.radioId} className={buttonClass('outline', 'md')}>
                    {text.showAll}
                  </label>
                )
              }
            />
          </div>
        </Section>
        <Section {...categoriesHeading}>
          <CategoryTiles list={list} reveals={listId} units={text.units} icons={icons} />
        </Section>
      </DetailsDialog>
    </ListScope>
  );
}
