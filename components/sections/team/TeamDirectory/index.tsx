import type { ReactNode } from 'react';
import { Section } from '@/components/ui/Section';
import type { SectionIntro } from '@/content/types';
import { TEAM_PAGE_SIZE } from '@/lib/constants';
import { listViews } from '@/lib/list-views';
import { pluralize } from '@/lib/pluralize';
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
  /** The categories in display order (the filter offers 'All' before them). */
  categories: readonly string[];
  /** Heading of the directory section. */
  intro: SectionIntro;
  /** Heading of the per-category count section. */
  categoriesIntro: SectionIntro;
  pageSize?: number;
}

const DIRECTORY_ID = 'team-directory';

/**
 * The Team screen's directory and its per-category count: a category filter, 'N person found', the
 * cards 9 to a page with numbered pages, then one tile per category that applies its filter. Every
 * member is in the HTML; the filter and the pages are radio groups that CSS draws
 * (lib/list-views.ts), so all of it works before and without JavaScript.
 */
export function TeamDirectory({
  items,
  categories,
  intro,
  categoriesIntro,
  pageSize = TEAM_PAGE_SIZE,
}: TeamDirectoryProps) {
  const list = listViews('team', categories, items, pageSize);
  return (
    <ListScope list={list}>
      <Section headingId="team-directory-title" {...intro} tone="warm" align="start">
        <div id={DIRECTORY_ID} tabIndex={-1} className={styles.directory}>
          <FilteredGrid
            list={list}
            label="Filter team by category"
            cards={items.map((item) => item.card)}
            count={(n) => `${n} person found`}
            listLabel="Team members"
            pagerLabel="Team pages"
            gridClassName={styles.grid}
          />
        </div>
      </Section>
      <Section headingId="team-categories-title" {...categoriesIntro} tone="light">
        <CategoryTiles list={list} reveals={DIRECTORY_ID} units={(n) => pluralize(n, 'Professional')} />
      </Section>
    </ListScope>
  );
}
