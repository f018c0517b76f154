import type { ReactNode } from 'react';
import { ViewsStyle } from '@/components/ui/ViewsStyle';
import { ALL_ID, categoryViews, pageName, pageRadioId, radioLabelId, type ListViews } from '@/lib/list-views';

export interface ListScopeProps {
  list: ListViews;
  className?: string;
  /** The filter, the list and whatever else shows its state (a category's tiles). */
  children: ReactNode;
}

/**
 * The element around a filtered list and everything that shows its state: first the list's radios
 * (its category, and the page of each paged category), out of sight, then the rest, which the
 * stylesheet draws from them with the sibling combinator (lib/list-views.ts, ViewsStyle). The
 * radios' labels are the filter's chips and tiles (CategoryFilter, CategoryTiles) and the pager's
 * numbers (Pagination); the keyboard reaches the radios themselves, and each one's own label shows
 * its focus.
 */
export function ListScope({ list, className, children }: ListScopeProps) {
  return (
    <div id={list.id} className={className} data-list="">
      <ViewsStyle views={list} />
      {list.categories.map((category) => (
        <input
          key={category.id}
          type="radio"
          id={category.radioId}
          name={list.categoryName}
          value={category.id}
          defaultChecked={category.id === ALL_ID}
          aria-labelledby={radioLabelId(category.radioId)}
          data-list-category=""
          className="srOnly"
        />
      ))}
      {list.categories
        .filter((category) => category.pages > 1)
        .flatMap((category) =>
          Array.from({ length: category.pages }, (_, i) => (
            <input
              key={pageRadioId(list.id, category, i + 1)}
              type="radio"
              id={pageRadioId(list.id, category, i + 1)}
              name={pageName(list.id, category)}
              value={i + 1}
              defaultChecked={i === 0}
              aria-label={list.text.page(i + 1)}
              data-list-page=""
              data-views={categoryViews(category)}
              className="srOnly"
            />
          )),
        )}
      <div className="viewsContent">{children}</div>
    </div>
  );
}
