import type { ReactNode } from 'react';
import { Section } from '@/components/ui/Section';
import type { TeamPageText } from '@/content/team';
import { TEAM_PAGE_SIZE } from '@/lib/constants';
import { listViews, type ListLabels } from '@/lib/list-views';
import { CategoryTiles } from '@/components/sections/shared/CategoryTiles';
import { FilteredGrid } from '@/components/sections/shared/FilteredGrid';
import { ListScope } from '@/components/sections/shared/ListScope';
import styles from './index.module.css';

export interface TeamDirectoryItem {
  id: string;
  category: string;
  /** The member's card, rendered on the server (see TeamMemberCard's teamMemberCards). */
  card: ReactNode;
}

export interface TeamDirectoryProps {
  items: readonly TeamDirectoryItem[];
  /** The categories' keys in display order (the filter offers 'All' before them). */
  categories: readonly string[];
  /** The list's words and each category's name by key, in the page's language. */
  labels: ListLabels;
  /** The section headings, the filter's and lists' names, the count line and the tiles' units. */
  text: Omit<TeamPageText, 'card'>;
  pageSize?: number;
}

const DIRECTORY_ID = 'team-directory';

/**
 * The Team screen's directory and its per-category count, in the language of `labels` and `text`: a
 * category filter, 'N person found', the cards 9 to a page with numbered pages, then one tile per
 * category that applies its filter. Every member is in the HTML; the filter and the pages are radio
 * groups that CSS draws (lib/list-views.ts), so all of it works before and without JavaScript.
 */
export function TeamDirectory({
  items,
  categories,
  labels,
  text,
  pageSize = TEAM_PAGE_SIZE,
}: TeamDirectoryProps) {
  const list = listViews('team', categories, items, labels, pageSize);
  return (
    <ListScope list={list}>
      <Section headingId="team-directory-title" {...text.directory} tone="warm" align="start">
        <div id={DIRECTORY_ID} tabIndex={-1} className={styles.directory}>
          <FilteredGrid
            list={list}
            label={text.filterLabel}
            cards={items.map((item) => item.card)}
            count={text.count}
            listLabel={text.listLabel}
            pagerLabel={text.pagerLabel}
            gridClassName={styles.grid}
          />
        </div>
      </Section>
      <Section headingId="team-categories-title" {...text.categories} tone="light">
        <CategoryTiles list={list} reveals={DIRECTORY_ID} units={text.units} />
      </Section>
    </ListScope>
  );
}
