import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './index.module.css';

export interface CardGridProps {
  /** The cards, rendered on the server, each with a stable key. */
  cards: readonly { key: string; card: ReactNode }[];
  /**
   * On three columns, the first two and the last two cards take half a row each: 3n + 1 cards then
   * fill rows of 2, 3, …, 3, 2 instead of leaving one card alone on the last row (the ten services).
   */
  evenEnds?: boolean;
  className?: string;
}

/**
 * A list of cards: one column on phones, two from 640 px, three from 1024 px. A short last row
 * sits centred under the others instead of hanging on the left (5 licences; 3 reasons on a tablet).
 */
export function CardGrid({ cards, evenEnds = false, className }: CardGridProps) {
  return (
    <ul className={clsx(styles.grid, evenEnds && styles.evenEnds, className)}>
      {cards.map(({ key, card }) => (
        <li key={key} className={styles.item}>
          {card}
        </li>
      ))}
    </ul>
  );
}
