import { ALL_ID, categoryViews, VIEWS_CONTROL, type ListViews } from '@/lib/list-views';
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
 * The category choice: one radio group, the only holder of the list's category (lib/list-views.ts).
 * On a desktop it is drawn as a row of chips; on a phone, where the spec asks for a dropdown, the
 * same group sits in a <details> whose summary shows the current choice. It works from its markup;
 * the page's script only closes the dropdown after a choice (components/layout/DocumentListeners).
 */
export function CategoryFilter({ list, label, form = 'responsive' }: CategoryFilterProps) {
  const group = (
    <div role="radiogroup" aria-label={label} className={styles.options} {...VIEWS_CONTROL}>
      {list.categories.map((category) => (
        <label key={category.id} className={styles.chip}>
          <input
            type="radio"
            id={category.radioId}
            name={list.categoryName}
            value={category.id}
            defaultChecked={category.id === ALL_ID}
            aria-labelledby={`${category.radioId}-label`}
            data-list-category=""
            className="coverControl"
          />
          <span id={`${category.radioId}-label`}>{category.label}</span>
        </label>
      ))}
    </div>
  );
  if (form === 'buttons') return group;
  return (
    <details className={styles.dropdown} {...VIEWS_CONTROL}>
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
