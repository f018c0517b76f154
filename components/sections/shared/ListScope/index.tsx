import type { ReactNode } from 'react';
import type { ListViews } from '@/lib/list-views';

export interface ListScopeProps {
  list: ListViews;
  className?: string;
  /** The filter, the list and whatever else shows its state (a category's tiles). */
  children: ReactNode;
}

/**
 * The element around a filtered list and everything that shows its state, with the stylesheet that
 * draws that state from the radios (lib/list-views.ts). React puts the stylesheet in <head>, so it
 * applies from the first paint; it is a few hundred bytes of selectors, no script.
 */
export function ListScope({ list, className, children }: ListScopeProps) {
  return (
    <div id={list.id} className={className} data-list="">
      <style href={`list-views-${list.id}`} precedence="default">
        {list.css}
      </style>
      {children}
    </div>
  );
}
