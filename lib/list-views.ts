import type { ListText } from '@/content/types';
import { nextIndex, prevIndex } from './carousel';
import { pageCount } from './pagination';

/**
 * The state of a filtered (and perhaps paged) list, kept in the page's HTML: house style, "the
 * page's state lives in HTML, CSS draws it". The category is a radio group; a category of more than
 * one page has a radio group of its pages. Each state the visitor can reach is a view with a key:
 * 'all', 'admin', or 'all/3' on a paged category. Every element that depends on the state (a card, a
 * count line, the empty message, a pager, a tile's mark) lists the views it shows in, in
 * `data-views`, and `css` hides it in every other view. So the list works the same before the
 * page's scripts run, without them, and after: there is no state in React to adopt.
 *
 * A slide track (the home hero, a project's gallery, the testimonials) is the same idea with a view
 * per slide: a radio per slide, and its slides, arrows and numbers marked with the slide they belong
 * to (`slideViews`). One generator writes both kinds of rule (`viewsCss`).
 *
 * Where `:has()` is missing (Chrome before 105, Firefox before 121: Samsung Internet 18 and 19,
 * older WebViews and makers' browsers, Firefox ESR 115) the rule is void, and everything would show
 * at once. There the same stylesheet shows one plain state instead (its `@supports not selector(:has(a))`
 * block): a list shows every item under All's count line, a track its first slide (or, a gallery,
 * every slide: `slideViews`' `fallback`); every control of the views (the filter, the pager, arrows,
 * dots, marked `VIEWS_CONTROL`) is gone, since it could change nothing.
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

  const views = chosen.flatMap((category) =>
    Array.from({ length: category.pages }, (_, i) => ({
      key: viewKey(category, i + 1),
      radios: [category.radioId, ...(category.pages > 1 ? [pageRadioId(id, category, i + 1)] : [])],
    })),
  );
  return {
    id,
    categoryName: `${id}-category`,
    categories: chosen,
    text: labels.text,
    itemViews,
    css: viewsCss(id, views, LIST_HIDDEN, ':not(li)'),
  };
}

/** The attribute of a control of the views (a filter, a pager, a track's arrows and dots): gone where `:has()` is missing. */
export const VIEWS_CONTROL = { 'data-views-control': '' } as const;

/** How an element of a list hides in the views it is not marked for: it goes. */
const LIST_HIDDEN = ['display: none'];

/**
 * How an element of a slide track hides when its slide is not the one shown. It goes, as a list's
 * does, and it is invisible while it fades out (its module's `transition`, with `display ...
 * allow-discrete`; a browser without display transitions swaps at once). An element whose module
 * sets `--hidden-display` stays rendered, still invisible: a slide's text, so the track is as tall
 * as its tallest slide, or a picture fetched ahead of being shown (primed). `--hidden-translate`
 * moves it while hidden, so it slides back into place as it shows (the hero's text rises).
 */
const SLIDE_HIDDEN = [
  'display: var(--hidden-display, none)',
  'visibility: hidden',
  'opacity: 0',
  'translate: var(--hidden-translate, none)',
];

/** A view: its key in `data-views`, and the radios checked in it. */
interface View {
  key: string;
  radios: readonly string[];
}

const declarations = (hidden: readonly string[]) =>
  hidden.map((declaration) => `  ${declaration};\n`).join('');

/**
 * The one rule of an element `#scopeId` and its views: in each view, every `[data-views]` element
 * inside it that is not marked for the view gets the `hidden` declarations. A selector per view.
 * Then the state shown where `:has()` is missing: no control of the views, and what is not marked
 * for the first view hidden, narrowed by the selector `fallback` (`:not(li)`: a list's items all
 * show), or nothing hidden (`fallback` null: every slide shows).
 */
function viewsCss(
  scopeId: string,
  views: readonly View[],
  hidden: readonly string[],
  fallback: string | null = '',
): string {
  const selectors = views.map(
    ({ key, radios }) =>
      `#${scopeId}${radios.map((radio) => `:has(#${radio}:checked)`).join('')} [data-views]:not([data-views~="${key}"])`,
  );
  const first =
    fallback === null
      ? ''
      : `#${scopeId} [data-views]:not([data-views~="${views[0]?.key ?? ''}"])${fallback} {\n${declarations(hidden)}}\n`;
  return [
    `${selectors.join(',\n')} {\n${declarations(hidden)}}`,
    `@supports not selector(:has(a)) {\n${first}#${scopeId} [data-views-control] {\n  display: none;\n}\n}`,
  ].join('\n');
}

/** One slide of a track: what it shows, its view and its radio, and the radios its Prev and Next arrows check. */
export interface SlideView<T> {
  item: T;
  /** What its slide, arrows and number carry in `data-views`: its number, '1' for the first. */
  view: string;
  radioId: string;
  /** The radio of the slide before it, the last one's for the first: what its Prev arrow labels. */
  previousRadioId: string;
  /** The radio of the slide after it, the first one's for the last: what its Next arrow labels. */
  nextRadioId: string;
}

export interface SlideViews<T> {
  /** The id of the element around the radios and everything that shows the slide. */
  id: string;
  /** The name of the radio group. */
  name: string;
  /** The id of the element around the slides, which the radios control (aria-controls). */
  slidesId: string;
  slides: SlideView<T>[];
  /** The stylesheet that hides, for each checked radio, what belongs to the other slides (to be placed in <head>). */
  css: string;
}

/**
 * The views of the slide track `id`, a slide per item, in order: a radio each, arrows that wrap
 * around. Where `:has()` is missing the track shows its first slide, or, with `fallback: 'every'`,
 * every slide (a gallery, whose module then stacks them: no picture is out of reach).
 */
export function slideViews<T>(
  id: string,
  items: readonly T[],
  { fallback = 'first' }: { fallback?: 'first' | 'every' } = {},
): SlideViews<T> {
  const count = items.length;
  const radioId = (index: number) => `${id}-slide-${index + 1}`;
  const slides = items.map((item, i) => ({
    item,
    view: String(i + 1),
    radioId: radioId(i),
    previousRadioId: radioId(prevIndex(i, count)),
    nextRadioId: radioId(nextIndex(i, count)),
  }));
  return {
    id,
    name: `${id}-slide`,
    slidesId: `${id}-slides`,
    slides,
    css: viewsCss(
      id,
      slides.map((slide) => ({ key: slide.view, radios: [slide.radioId] })),
      SLIDE_HIDDEN,
      fallback === 'every' ? null : '',
    ),
  };
}
