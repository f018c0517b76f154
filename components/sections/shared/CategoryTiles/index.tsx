import { Glyph } from '@/components/ui/Icon/Glyph';
import type { IconDrawing } from '@/components/ui/Icon/paths';
import { ALL_ID, categoryViews, type ListViews } from '@/lib/list-views';
import styles from './index.module.css';

export interface CategoryTilesProps {
  list: ListViews;
  /** The id of the element a tile brings into view once it has chosen: the list it filters. */
  reveals: string;
  /** A category's count as the tile reads it: '3 Equipment Units', '7 Professionals'. */
  units: (count: number) => string;
  /** Each category's symbol, by its key (Equipment, Rent); without one, the tile shows its count ('07', '০৭'). */
  icons?: Readonly<Partial<Record<string, IconDrawing>>>;
}

/**
 * One tile per category of a list, with its count; a tap chooses that category in the list's filter
 * (spec: Equipment's 'Category tiles that set the filter when clicked', Rent's 'Equipment Categories',
 * Team's 'per-category count section'). A tile is a label of the filter's radio, so it works from its
 * markup and the filter stays the one holder of the choice; the tile of the chosen category is marked.
 * The page's script brings the list into view after a tap (components/layout/DocumentListeners).
 */
export function CategoryTiles({ list, reveals, units, icons }: CategoryTilesProps) {
  return (
    <ul className={styles.tiles}>
      {list.categories
        .filter((category) => category.id !== ALL_ID)
        .map((category) => {
          const icon = icons?.[category.id];
          return (
            <li key={category.id} className={styles.item}>
              <label htmlFor={category.radioId} className={styles.tile} data-reveals={reveals}>
                <span className={styles.chosen} data-views={categoryViews(category)} />
                <span className={styles.figure} aria-hidden="true">
                  {icon ? <Glyph icon={icon} size={26} /> : list.text.figure(category.count)}
                </span>
                <span className={styles.name}>{category.label}</span>{' '}
                <span className={styles.units}>{units(category.count)}</span>
              </label>
            </li>
          );
        })}
    </ul>
  );
}
