import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CategoryFilter, type CategoryFilterProps } from '@/components/sections/shared/CategoryFilter';
import { Pagination } from '@/components/sections/shared/Pagination';
import { categoryViews, viewKey, VIEWS_CONTROL, type ListViews } from '@/lib/list-views';
import styles from './index.module.css';

export interface FilteredGridProps {
  /** The list's state and views (lib/list-views.ts); a ListScope around this and the tiles draws it. */
  list: ListViews;
  /** Names the filter for assistive technology, e.g. 'Filter projects by category'. */
  label: string;
  /** The filter's form (CategoryFilter): responsive by default, buttons at every width on Rent. */
  filterForm?: CategoryFilterProps['form'];
  /** The cards, rendered on the server, in the order of the items the list was made from. */
  cards: readonly ReactNode[];
  /** The count line of a category: '2 Projects Found', '9 person found'. */
  count: (count: number) => string;
  /** Shown in a category with no items (projects, equipment: the spec's messages). */
  emptyMessage?: string;
  /** Shown under the empty message, e.g. a way back to everything. */
  emptyAction?: ReactNode;
  /** Names the list of cards, e.g. 'Team members'. */
  listLabel?: string;
  /** Names the pages of a paged list, e.g. 'Team pages' (required when the list is paged). */
  pagerLabel?: string;
  className?: string;
  /** Extra class for the list; its columns and gap are the global .cardGrid's. */
  gridClassName?: string;
}

/**
 * A category filter (CategoryFilter), the count line, the cards and the empty state, and the pages
 * of a paged list: everything in the HTML, each part marked with the views it shows in, so the list
 * works the same before hydration, without JavaScript and after (lib/list-views.ts). No client code.
 */
export function FilteredGrid({
  list,
  label,
  filterForm,
  cards,
  count,
  emptyMessage,
  emptyAction,
  listLabel,
  pagerLabel,
  className,
  gridClassName,
}: FilteredGridProps) {
  const views = (empty: boolean) =>
    list.categories
      .filter((category) => (category.count === 0) === empty)
      .map(categoryViews)
      .join(' ');
  const paged = list.categories.some((category) => category.pages > 1);
  const emptyViews = views(true);

  return (
    <div className={clsx(styles.browser, paged && styles.paged, className)} data-list-results="">
      <div className={styles.toolbar}>
        <CategoryFilter list={list} label={label} form={filterForm} />
        <div className={styles.summary}>
          <p className={styles.count} aria-live="polite">
            {list.categories.map((category) => (
              <span key={category.id} data-views={categoryViews(category)}>
                {count(category.count)}
              </span>
            ))}
          </p>
          {paged && (
            <p className={styles.pageOf} {...VIEWS_CONTROL}>
              {list.categories
                .filter((category) => category.pages > 1)
                .flatMap((category) =>
                  Array.from({ length: category.pages }, (_, i) => (
                    <span key={viewKey(category, i + 1)} data-views={viewKey(category, i + 1)}>
                      {list.text.pageOf(i + 1, category.pages)}
                    </span>
                  )),
                )}
            </p>
          )}
        </div>
      </div>

      <ul
        className={clsx('cardGrid', styles.grid, gridClassName)}
        aria-label={listLabel}
        data-views={views(false)}
      >
        {cards.map((card, i) => (
          <li key={i} className={styles.item} data-views={list.itemViews[i]}>
            {card}
          </li>
        ))}
      </ul>
      {emptyViews && emptyMessage && (
        <div className={styles.empty} data-views={emptyViews}>
          <p>{emptyMessage}</p>
          {emptyAction}
        </div>
      )}
      {paged && <Pagination list={list} label={pagerLabel ?? list.text.pages} />}
    </div>
  );
}
