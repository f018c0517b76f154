import type { ListText } from '@/content/types';
import { pageCount } from './pagination';

/**
 * The state of a filtered (and perhaps paged) list, kept in the page's HTML: house style, "the
 * page's state lives in HTML, CSS draws it". The category is a radio group; a category of more than
 * one page has a radio group of its pages. Each state the visitor can reach is a view with a key:
 * 'all', 'admin', or 'all/3' on a paged category. Every element that depends on the state (a card, a
 * count line, the empty message, a pager, a tile's mark) lists the views it shows in, in
 * `data-views`, and `css` hides it in every other view. So the list works the same before the
 * page's scripts run, without them, and after: there is no state in React to adopt.
 */

/** The id of the choice that shows every item. */
export const ALL_ID = 'all';

/**
 * What a category's key in content may be, since it is also the id of its radio and its views (in
 * the list's CSS selectors, unescaped): lower-case words joined by hyphens, 'base-wall'.
 */
const CATEGORY_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One choice of the filter: 'All' first, then each category. */
export interface ListCategory {
  /**
   * The category's key in content ('heavy-equipment'), or 'all': never what a visitor reads, so a
   * label can change in either language and the radio, its views and its tile keep their ids.
   */
  id: string;
  /** What the visitor reads: 'All', 'Building Construction', 'সব', 'ভবন নির্মাণ'. */
  label: string;
  /** How many items it shows. */
  count: number;
  /** How many pages those fill (1 unless the list is paged). */
  pages: number;
  /** The id of its radio, which a tile's label names too. */
  radioId: string;
}

export interface ListViews {
  /** The list's id: the id of the element around everything that depends on its state, and the stem of its radios' names. */
  id: string;
  /** The name of the category radio group. */
  categoryName: string;
  categories: ListCategory[];
  /** The words of the filter and the pager in the page's language. */
  text: ListText;
  /** Each item's views, in the items' order: its page of All and its page of its own category. */
  itemViews: string[];
  /** The stylesheet that hides, in each view, what is marked for others (to be placed in <head>). */
  css: string;
}

/** The key of page `page` of a category of `pages` pages. */
export function viewKey(category: Pick<ListCategory, 'id' | 'pages'>, page: number): string {
  return category.pages > 1 ? `${category.id}/${page}` : category.id;
}

/** `data-views` of what shows whichever page of the category is shown (its count line, its tile's mark). */
export function categoryViews(category: Pick<ListCategory, 'id' | 'pages'>): string {
  return Array.from({ length: category.pages }, (_, i) => viewKey(category, i + 1)).join(' ');
}

/** The name of a paged category's page radio group. */
export function pageName(listId: string, category: Pick<ListCategory, 'id'>): string {
  return `${listId}-${category.id}-page`;
}

/** The id of the radio of page `page` of a category. */
export function pageRadioId(listId: string, category: Pick<ListCategory, 'id'>, page: number): string {
  return `${pageName(listId, category)}-${page}`;
}

/** What a visitor reads in a list: the filter's and pager's words, and each category's name by its key. */
export interface ListLabels {
  text: ListText;
  categories: Readonly<Record<string, string>>;
}

/**
 * The views of list `id`: 'All' and `categories` (keys, in display order; without them, the
 * categories of `items` in first-seen order), over `items`, `pageSize` to a page (unpaged without
 * one), named in the page's language by `labels`.
 */
export function listViews(
  id: string,
  categories: readonly string[] | undefined,
  items: readonly { category: string }[],
  labels: ListLabels,
  pageSize = Number.POSITIVE_INFINITY,
): ListViews {
  const pagesOf = (count: number) => (Number.isFinite(pageSize) ? pageCount(count, pageSize) : 1);
  const choice = (key: string, label: string | undefined, count: number): ListCategory => {
    if (label === undefined) throw new Error(`${id}: category ${key} has no name`);
    return { id: key, label, count, pages: pagesOf(count), radioId: `${id}-category-${key}` };
  };
  const all = choice(ALL_ID, labels.text.all, items.length);
  const order = categories ?? [...new Set(items.map((item) => item.category))];
  const listed = order.map((key) => {
    if (!CATEGORY_KEY.test(key)) throw new Error(`${id}: category key ${key} is not an id ('base-wall')`);
    return choice(key, labels.categories[key], items.filter((item) => item.category === key).length);
  });
  const chosen = [all, ...listed];
  const ids = chosen.map((category) => category.id);
  const twice = ids.filter((cid, i) => ids.indexOf(cid) !== i);
  if (twice.length > 0) throw new Error(`${id}: categories without an id of their own: ${twice.join(', ')}`);

  const seen = new Map<string, number>();
  const pageOf = (index: number) => (Number.isFinite(pageSize) ? Math.floor(index / pageSize) + 1 : 1);
  const itemViews = items.map((item, index) => {
    const own = listed.find((category) => category.id === item.category);
    if (!own) throw new Error(`${id}: item ${index} is in no listed category (${item.category})`);
    const place = seen.get(own.id) ?? 0;
    seen.set(own.id, place + 1);
    return `${viewKey(all, pageOf(index))} ${viewKey(own, pageOf(place))}`;
  });

  const selectors = chosen.flatMap((category) =>
    Array.from({ length: category.pages }, (_, i) => {
      const page = i + 1;
      const onPage = category.pages > 1 ? `:has(#${pageRadioId(id, category, page)}:checked)` : '';
      return `#${id}:has(#${category.radioId}:checked)${onPage} [data-views]:not([data-views~="${viewKey(category, page)}"])`;
    }),
  );
  return {
    id,
    categoryName: `${id}-category`,
    categories: chosen,
    text: labels.text,
    itemViews,
    css: `${selectors.join(',\n')} {\n  display: none;\n}`,
  };
}
