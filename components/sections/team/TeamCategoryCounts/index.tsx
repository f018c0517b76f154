import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowRight } from '@/components/ui/Icon/paths';
import { earlyTap } from '@/lib/early-taps';
import { pluralize } from '@/lib/pluralize';
import styles from './index.module.css';

export interface TeamCategoryCountsProps {
  /** Each category with its number of members, in display order. */
  counts: readonly { category: string; count: number }[];
  /** The directory's current filter; its tile shows as pressed. */
  active: string;
  /** Applies a category to the directory (TeamDirectory holds the state). */
  onSelect: (category: string) => void;
  /** id of the directory the tiles filter, for aria-controls. */
  controls?: string;
}

/** The Team page's per-category count: one tile per category, '7 Professionals' / '1 Professional'. */
export function TeamCategoryCounts({ counts, active, onSelect, controls }: TeamCategoryCountsProps) {
  return (
    <ul className={styles.tiles}>
      {counts.map(({ category, count }) => (
        <li key={category} className={styles.item}>
          <button
            type="button"
            className={styles.tile}
            aria-pressed={category === active}
            aria-controls={controls}
            {...earlyTap}
            onClick={() => onSelect(category)}
          >
            <span className={styles.figure} aria-hidden="true">
              {String(count).padStart(2, '0')}
            </span>
            <Glyph icon={arrowRight} size={20} className={styles.arrow} />
            <span className={styles.name}>{category}</span>{' '}
            <span className={styles.units}>{pluralize(count, 'Professional')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
