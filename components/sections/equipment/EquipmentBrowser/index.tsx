'use client';

import { useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { DetailsDialog } from '@/components/ui/DetailsDialog';
import { Section } from '@/components/ui/Section';
import { truck, type IconDrawing } from '@/components/ui/Icon/paths';
import type { Equipment } from '@/content/types';
import { ALL, countByCategory } from '@/lib/filters';
import { EquipmentCategoryTiles } from '@/components/sections/equipment/EquipmentCategoryTiles';
import { FilteredGrid, type FilteredGridProps } from '@/components/sections/shared/FilteredGrid';
import styles from './index.module.css';

/** The words that open a section: its heading id, eyebrow, h2 and lead. */
export interface EquipmentSectionHeading {
  headingId: string;
  eyebrow: string;
  title: string;
  lead: string;
}

export interface EquipmentBrowserProps {
  /**
   * Each unit with its card and the body of its modal (EquipmentDetails), both rendered on the
   * server; the card's DetailsButton opens the modal `dialogId`.
   */
  entries: readonly { item: Equipment; dialogId: string; card: ReactNode; details: ReactNode }[];
  /** The filter's choices: 'All' first, then the categories; each category also gets a tile. */
  options: readonly string[];
  /** The filter's form: Rent's is buttons at every width (spec); Equipment's is responsive. */
  filterForm?: FilteredGridProps['filterForm'];
  /** The symbol of each category's tile, as data (`iconDrawingsFor` on the server), so this chunk carries no icon table. */
  icons: Readonly<Partial<Record<string, IconDrawing>>>;
  list: EquipmentSectionHeading;
  categories: EquipmentSectionHeading;
}

/**
 * The state of the Equipment and Rent screens (spec section 4): the chosen category (All by
 * default) and, in the DetailsDialog around both sections, a modal per unit (the one open, or none).
 * It lays out the list section (filter, count line, cards, empty state) and the category tiles
 * section; clicking a tile sets the filter and brings the list into view. The cards and the modal
 * bodies are rendered on the server.
 */
export function EquipmentBrowser({
  entries,
  options,
  filterForm,
  icons,
  list,
  categories,
}: EquipmentBrowserProps) {
  const [category, setCategory] = useState<string>(ALL);
  const listRef = useRef<HTMLDivElement>(null);
  const items = entries.map((entry) => entry.item);
  const tiles = countByCategory(
    items,
    options.filter((option) => option !== ALL),
  ).map(({ category, count }) => ({ category, count, icon: icons[category] ?? truck }));

  const showCategory = (next: string) => {
    setCategory(next);
    const target = listRef.current;
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // The tile is now below the list: keyboard users carry on from the list, not from the tile.
    target.focus({ preventScroll: true });
  };

  return (
    <DetailsDialog
      dialogs={entries.map((entry) => ({ id: entry.dialogId, body: entry.details }))}
      className={styles.dialog}
    >
      <Section
        headingId={list.headingId}
        eyebrow={list.eyebrow}
        title={list.title}
        lead={list.lead}
        tone="warm"
        align="start"
      >
        <div ref={listRef} tabIndex={-1} className={styles.list}>
          <FilteredGrid
            label="Filter equipment by category"
            options={options}
            filterForm={filterForm}
            items={entries.map(({ item, card }) => ({ key: item.id, category: item.category, card }))}
            count={{ singular: 'Equipment', plural: 'Equipment', suffix: 'Available' }}
            emptyMessage="No equipment found in this category."
            emptyAction={
              <button type="button" className={buttonClass('outline', 'md')} onClick={() => setCategory(ALL)}>
                Show all equipment
              </button>
            }
            category={category}
            onCategoryChange={setCategory}
          />
        </div>
      </Section>
      <Section
        headingId={categories.headingId}
        eyebrow={categories.eyebrow}
        title={categories.title}
        lead={categories.lead}
      >
        <EquipmentCategoryTiles tiles={tiles} selected={category} onSelect={showCategory} />
      </Section>
    </DetailsDialog>
  );
}
