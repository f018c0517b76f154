'use client';

import { createContext, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import type { Equipment, IconName } from '@/content/types';
import { ALL, countByCategory } from '@/lib/filters';
import { EquipmentCategoryTiles } from '../EquipmentCategoryTiles';
import { EquipmentDialog, type EquipmentEnquiry } from '../EquipmentDialog';
import { FilteredGrid } from '../FilteredGrid';
import styles from './index.module.css';

const OpenEquipment = createContext<(id: string) => void>(() => {});

/** The words that open a section: its heading id, eyebrow, h2 and lead. */
export interface EquipmentSectionHeading {
  headingId: string;
  eyebrow: string;
  title: string;
  lead: string;
}

export interface EquipmentBrowserProps {
  /** Each unit with its card, rendered on the server; the unit's data fills the modal. */
  entries: readonly { item: Equipment; card: ReactNode }[];
  /** The filter's choices: 'All' first, then the categories; each category also gets a tile. */
  options: readonly string[];
  /** The symbol of each category's tile. */
  icons: Readonly<Partial<Record<string, IconName>>>;
  list: EquipmentSectionHeading;
  categories: EquipmentSectionHeading;
  /** The Rent page's modal offers a WhatsApp enquiry and the contact page; the Equipment page's does not. */
  enquiry?: EquipmentEnquiry;
}

/**
 * The state of the Equipment and Rent screens (spec section 4): the chosen category (All by
 * default) and the unit shown in the modal, or none. It lays out the list section (filter, count
 * line, cards, empty state) and the category tiles section; clicking a tile sets the filter and
 * brings the list into view. The cards are rendered on the server; their buttons open the modal
 * through context.
 */
export function EquipmentBrowser({
  entries,
  options,
  icons,
  list,
  categories,
  enquiry,
}: EquipmentBrowserProps) {
  const [category, setCategory] = useState<string>(ALL);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setSelectedId(null), []);
  const items = entries.map((entry) => entry.item);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const tiles = countByCategory(
    items,
    options.filter((option) => option !== ALL),
  ).map(({ category, count }) => ({ category, count, icon: icons[category] ?? 'truck' }));

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
    <OpenEquipment value={setSelectedId}>
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
      <EquipmentDialog item={selected} onClose={close} enquiry={enquiry} />
    </OpenEquipment>
  );
}

export interface EquipmentDetailsButtonProps {
  itemId: string;
  className?: string;
  children: ReactNode;
}

/** The button on a card that opens its unit in the modal of the surrounding EquipmentBrowser. */
export function EquipmentDetailsButton({ itemId, className, children }: EquipmentDetailsButtonProps) {
  const open = use(OpenEquipment);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        // Safari does not focus a clicked button; the dialog gives focus back to whatever had it.
        event.currentTarget.focus();
        open(itemId);
      }}
    >
      {children}
    </button>
  );
}
