import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import {
  categoryViews,
  pageName,
  pageRadioId,
  viewKey,
  VIEWS_CONTROL,
  type ListCategory,
  type ListViews,
} from '@/lib/list-views';
import { pageNumbers } from '@/lib/pagination';
import styles from './index.module.css';

export interface PaginationProps {
  list: ListViews;
  /** Names the navigation, e.g. 'Team pages'. */
  label: string;
}

/**
 * The pages of each paged category of a list: numbered buttons, with Prev and Next from 768 px (the
 * spec: 'Prev/Next on desktop'). The numbers are a radio group per category, the state of the page
 * shown (lib/list-views.ts); Prev and Next are labels of the radio before and after it, drawn
 * disabled on the first and the last page. The keyboard moves through the pages with the arrow keys.
 * Only the chosen category's pager shows, and none for a category of one page.
 */
export function Pagination({ list, label }: PaginationProps) {
  return list.categories
    .filter((category) => category.pages > 1)
    .map((category) => {
      const pages = pageNumbers(category.pages);
      const steps = (to: 1 | -1) =>
        pages.map((page) => (
          <Step key={page} list={list} category={category} page={page} target={page + to} />
        ));
      return (
        <nav
          key={category.id}
          aria-label={label}
          className={styles.pagination}
          data-views={categoryViews(category)}
          {...VIEWS_CONTROL}
        >
          {steps(-1)}
          <div role="radiogroup" aria-label={list.text.pages} className={styles.pages}>
            {pages.map((page) => (
              <label key={page} className={styles.number}>
                <input
                  type="radio"
                  id={pageRadioId(list.id, category, page)}
                  name={pageName(list.id, category)}
                  value={page}
                  defaultChecked={page === 1}
                  aria-label={list.text.page(page)}
                  data-list-page=""
                  className="coverControl"
                />
                <span aria-hidden="true">{list.text.number(page)}</span>
              </label>
            ))}
          </div>
          {steps(1)}
        </nav>
      );
    });
}

/** Prev (target `page - 1`) or Next (`page + 1`) as shown on page `page`: a label of the target's radio, or disabled at the ends. */
function Step({
  list,
  category,
  page,
  target,
}: {
  list: ListViews;
  category: ListCategory;
  page: number;
  target: number;
}) {
  const next = target > page;
  const content = (
    <>
      {!next && <Glyph icon={arrowLeft} size={18} />}
      {next ? list.text.next : list.text.prev}
      {next && <Glyph icon={arrowRight} size={18} />}
    </>
  );
  const views = viewKey(category, page);
  if (target < 1 || target > category.pages) {
    return (
      <span className={styles.step} aria-disabled="true" data-views={views}>
        {content}
      </span>
    );
  }
  return (
    <label htmlFor={pageRadioId(list.id, category, target)} className={styles.step} data-views={views}>
      {content}
    </label>
  );
}
