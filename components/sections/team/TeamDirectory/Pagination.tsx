import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { earlyTap } from '@/lib/early-taps';
import { pageNumbers } from '@/lib/pagination';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Names the navigation, e.g. 'Team pages'. */
  label: string;
  page: number;
  last: number;
  onChange: (page: number) => void;
}

/**
 * Numbered page buttons, with Prev and Next from 768 px (the spec: 'Prev/Next on desktop'). A tap
 * before the page's scripts run is kept and played when they arrive (`earlyTap`).
 */
export function Pagination({ label, page, last, onChange }: PaginationProps) {
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        {...earlyTap}
        onClick={() => onChange(page - 1)}
      >
        <Glyph icon={arrowLeft} size={18} />
        Prev
      </button>
      <ul className={styles.pages}>
        {pageNumbers(last).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.number}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              {...earlyTap}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.step}
        disabled={page >= last}
        {...earlyTap}
        onClick={() => onChange(page + 1)}
      >
        Next
        <Glyph icon={arrowRight} size={18} />
      </button>
    </nav>
  );
}
