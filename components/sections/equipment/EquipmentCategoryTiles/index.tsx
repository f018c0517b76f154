import { Glyph } from '@/components/ui/Icon/Glyph';
import type { IconDrawing } from '@/components/ui/Icon/paths';
import { earlyTap } from '@/lib/early-taps';
import { pluralize } from '@/lib/pluralize';
import styles from './index.module.css';

export interface EquipmentCategoryTile {
  category: string;
  /** Units in the category: '1 Equipment Unit', '3 Equipment Units'. */
  count: number;
  /** The category's symbol, passed down as data (components/ui/Icon/paths). */
  icon: IconDrawing;
}

export interface EquipmentCategoryTilesProps {
  tiles: readonly EquipmentCategoryTile[];
  /** The category the list shows now; its tile is marked pressed. */
  selected: string;
  onSelect: (category: string) => void;
}

/**
 * One tile per equipment category with its number of units; a click shows that category in the
 * list. Rendered by the client EquipmentBrowser, which holds the chosen category.
 */
export function EquipmentCategoryTiles({ tiles, selected, onSelect }: EquipmentCategoryTilesProps) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.category} className={styles.item}>
          <button
            type="button"
            className={styles.tile}
            aria-pressed={tile.category === selected}
            {...earlyTap}
            onClick={() => onSelect(tile.category)}
          >
            <span className={styles.icon}>
              <Glyph icon={tile.icon} size={26} />
            </span>
            <span className={styles.name}>{tile.category}</span>{' '}
            <span className={styles.count}>{pluralize(tile.count, 'Equipment Unit')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
