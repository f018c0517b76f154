import type { ReactNode } from 'react';
import { ViewsStyle } from '@/components/ui/ViewsStyle';
import type { ListViews } from '@/lib/list-views';

export interface ListScopeProps {
  list: ListViews;
  className?: string;
  /** The filter, the list and whatever else shows its state (a category's tiles). */
  children: ReactNode;
}

/**
 * The element around a filtered list and everything that shows its state, with the stylesheet that
 * draws that state from the radios (lib/list-views.ts, ViewsStyle).
 */
export function ListScope({ list, className, children }: ListScopeProps) {
  return (
    <div id={list.id} className={className} data-list="">
      <ViewsStyle views={list} />
      {children}
    </div>
  );
}
