import { categoryViews, radioLabelId, type ListViews } from '@/lib/list-views';
import styles from './index.module.css';

export interface CategoryFilterProps {
  list: ListViews;
  /** Names the filter for assistive technology, e.g. 'Filter projects by category'. */
  label: string;
  /**
   * 'responsive': chips from 768 px, a dropdown below (Projects: "buttons on desktop, dropdown on
   * mobile"). 'buttons': the chips at every width (Rent: "Category filter buttons").
   */
  form?: 'responsive' | 'buttons';
}

/**
 * The category choice: the labels of one radio group (in the list's ListScope), the only holder of
 * the list's category (lib/list-views.ts). On a desktop they are drawn as a row of chips; on a phone, where the spec asks for a dropdown, the
 * same group sits in a <details> whose summary shows the current choice. It works from its markup;
 * the page's script only closes the dropdown after a choice (components/layout/DocumentListeners).
 */
export function CategoryFilter({ list, label, form = 'responsive' }: CategoryFilterProps) {
  // Labels of the list's radios, which come first in its ListScope: the group owns the radios for
  // assistive technology, which reads them by the chips' names; each chip's mark shows in its
  // category's views.
  const group = (
    <div
      role="radiogroup"
      aria-label={label}
      aria-owns={list.categories.map((category) => category.radioId).join(' ')}
      className={styles.options}
    >
      {list.categories.map((category) => (
        <label
          key={category.id}
          htmlFor={category.radioId}
          id={radioLabelId(category.radioId)}
          className={styles.chip}
          aria-hidden="true"
        >
          <span className={styles.chosen} data-views={categoryViews(category)} />
          {category.label}
        </label>
      ))}
    </div>
  );
  if (form === 'buttons') return group;
  return (
    <details className={styles.dropdown}>
      <summary className={styles.summary}>
        <span className={styles.summaryLabel}>{label}</span>
        <span className={styles.summaryValue}>
          {list.categories.map((category) => (
            <span key={category.id} data-views={categoryViews(category)}>
              {category.label}
            </span>
          ))}
        </span>
      </summary>
      {group}
    </details>
  );
}
