'use client';

import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { ALL, filterByCategory } from '@/lib/filters';
import { pluralize } from '@/lib/pluralize';
import { CategoryFilter, type CategoryFilterProps } from '@/components/sections/shared/CategoryFilter';
import styles from './index.module.css';

export interface FilteredGridItem {
  key: string;
  category: string;
  /** The card, rendered on the server. */
  card: ReactNode;
}

export interface FilteredGridProps {
  /** Names the filter for assistive technology, e.g. 'Filter projects by category'. */
  label: string;
  /** 'All' first, then the categories. */
  options: readonly string[];
  /** The filter's form (CategoryFilter): responsive by default, buttons at every width on Rent. */
  filterForm?: CategoryFilterProps['form'];
  items: readonly FilteredGridItem[];
  /** The count line: `${count} ${singular|plural} ${suffix}`, e.g. '2 Projects Found'. */
  count: { singular: string; plural?: string; suffix: string };
  emptyMessage: string;
  /** Shown under the empty message, e.g. a way back to everything. */
  emptyAction?: ReactNode;
  /** Controlled use, when something outside the grid also sets the filter. */
  category?: string;
  onCategoryChange?: (category: string) => void;
  className?: string;
  /** Extra class for the list; its columns and gap are the global .cardGrid's. */
  gridClassName?: string;
}

/**
 * A category filter (buttons on desktop, a dropdown on mobile, unless filterForm says buttons), a count line and a grid of
 * server-rendered cards. Defaults to All. The component only holds the chosen category.
 */
export function FilteredGrid({
  label,
  options,
  filterForm,
  items,
  count,
  emptyMessage,
  emptyAction,
  category: controlled,
  onCategoryChange,
  className,
  gridClassName,
}: FilteredGridProps) {
  const [own, setOwn] = useState(ALL);
  const category = controlled ?? own;
  const choose = (next: string) => {
    setOwn(next);
    onCategoryChange?.(next);
  };
  const visible = filterByCategory(items, category);

  return (
    <div className={clsx(styles.browser, className)}>
      <div className={styles.toolbar}>
        <CategoryFilter
          label={label}
          options={options}
          value={category}
          onChange={choose}
          form={filterForm}
        />
        <p className={styles.count} aria-live="polite">
          {pluralize(visible.length, count.singular, count.plural)} {count.suffix}
        </p>
      </div>

      {visible.length > 0 ? (
        <ul className={clsx('cardGrid', styles.grid, gridClassName)}>
          {visible.map((item) => (
            <li key={item.key} className={styles.item}>
              {item.card}
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>{emptyMessage}</p>
          {emptyAction}
        </div>
      )}
    </div>
  );
}
