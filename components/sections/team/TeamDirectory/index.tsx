'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Section } from '@/components/ui/Section';
import type { SectionIntro } from '@/content/types';
import { TEAM_PAGE_SIZE } from '@/lib/constants';
import { ALL, countByCategory, filterByCategory, filterOptions } from '@/lib/filters';
import { clampPage, pageCount, pageItems } from '@/lib/pagination';
import { CategoryFilter } from '@/components/sections/shared/CategoryFilter';
import { TeamCategoryCounts } from '@/components/sections/team/TeamCategoryCounts';
import { Pagination } from './Pagination';
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
 * The Team screen's directory and its per-category count: a category filter, 'N person found',
 * a page of cards with numbered pagination, then one tile per category that applies its filter.
 * Holds only the chosen category and page; filtering and paging are lib/filters and lib/pagination.
 */
export function TeamDirectory({
  items,
  categories,
  intro,
  categoriesIntro,
  pageSize = TEAM_PAGE_SIZE,
}: TeamDirectoryProps) {
  const [category, setCategory] = useState(ALL);
  const [page, setPage] = useState(1);
  const directoryRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);

  const visible = filterByCategory(items, category);
  const last = pageCount(visible.length, pageSize);
  const current = clampPage(page, last);
  const shown = pageItems(visible, current, pageSize);

  /** Brings `target` to the top of the screen and puts keyboard focus on the grid, so Tab goes on from there. */
  const reveal = (target: HTMLElement | null) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    gridRef.current?.focus({ preventScroll: true });
  };

  const choose = (next: string) => {
    setCategory(next);
    setPage(1);
  };

  const goTo = (next: number) => {
    const target = clampPage(next, last);
    if (target === current) return;
    setPage(target);
    reveal(resultsRef.current);
  };

  const applyTile = (next: string) => {
    choose(next);
    reveal(directoryRef.current);
  };

  return (
    <>
      <Section headingId="team-directory-title" {...intro} tone="warm" align="start">
        <div ref={directoryRef} id={DIRECTORY_ID} className={styles.directory}>
          <CategoryFilter
            label="Filter team by category"
            options={filterOptions(items, categories)}
            value={category}
            onChange={choose}
          />
          <div ref={resultsRef} className={styles.results}>
            <div className={styles.summary}>
              <p className={styles.count} aria-live="polite">
                {visible.length} person found
              </p>
              {last > 1 && (
                <p className={styles.pageOf}>
                  Page {current} of {last}
                </p>
              )}
            </div>
            <ul
              ref={gridRef}
              tabIndex={-1}
              aria-label={last > 1 ? `Team members, page ${current} of ${last}` : 'Team members'}
              className={styles.grid}
            >
              {shown.map((item) => (
                <li key={item.id} className={styles.item}>
                  {item.card}
                </li>
              ))}
            </ul>
            {last > 1 && <Pagination label="Team pages" page={current} last={last} onChange={goTo} />}
          </div>
        </div>
      </Section>
      <Section headingId="team-categories-title" {...categoriesIntro} tone="light">
        <TeamCategoryCounts
          counts={countByCategory(items, categories)}
          active={category}
          onSelect={applyTile}
          controls={DIRECTORY_ID}
        />
      </Section>
    </>
  );
}
