/** @jest-environment node */
import { shellText } from '@/content/shell';
import {
  categoryViews,
  listViews,
  pageName,
  pageRadioId,
  slideViews,
  viewKey,
  type ListLabels,
  type ListViews,
} from './list-views';

const items = [
  { id: 'a', category: 'ship' },
  { id: 'b', category: 'base-wall' },
  { id: 'c', category: 'ship' },
  { id: 'd', category: 'ship' },
  { id: 'e', category: 'base-wall' },
];

/** English words, each category's name by its key, as content has them. */
const labels: ListLabels = {
  text: shellText.en.list,
  categories: { ship: 'Ship', 'base-wall': 'Base/Wall', generators: 'Generators', truck: 'Truck' },
};

/** The selectors of a list's rule, one a line, and what it declares. */
/** The views rule: the stylesheet's first rule (the fallback where :has() is missing follows it). */
function rule(css: string) {
  const [selectors = '', declarations] = css.slice(0, css.indexOf('\n}') + 2).split(' {\n');
  return { selectors: selectors.split(',\n'), declarations };
}

describe('views, pages and radios', () => {
  it("keys a view by the category, and by 'category/page' when the category has pages", () => {
    expect(viewKey({ id: 'all', pages: 1 }, 1)).toBe('all');
    expect(viewKey({ id: 'all', pages: 3 }, 2)).toBe('all/2');
    expect(categoryViews({ id: 'ship', pages: 1 })).toBe('ship');
    expect(categoryViews({ id: 'all', pages: 3 })).toBe('all/1 all/2 all/3');
  });

  it("names a category's page radios after the list and the category", () => {
    expect(pageName('team', { id: 'base-wall' })).toBe('team-base-wall-page');
    expect(pageRadioId('team', { id: 'base-wall' }, 4)).toBe('team-base-wall-page-4');
  });
});

describe('listViews', () => {
  it('offers All and then each category in the given order, with its count and radio', () => {
    const list = listViews('rent', ['ship', 'generators', 'base-wall'], items, labels);
    expect(list.id).toBe('rent');
    expect(list.categoryName).toBe('rent-category');
    expect(list.categories).toEqual([
      { id: 'all', label: 'All', count: 5, pages: 1, radioId: 'rent-category-all' },
      { id: 'ship', label: 'Ship', count: 3, pages: 1, radioId: 'rent-category-ship' },
      {
        id: 'generators',
        label: 'Generators',
        count: 0,
        pages: 1,
        radioId: 'rent-category-generators',
      },
      {
        id: 'base-wall',
        label: 'Base/Wall',
        count: 2,
        pages: 1,
        radioId: 'rent-category-base-wall',
      },
    ]);
    expect(list.text).toBe(shellText.en.list);
  });

  it("names the choices in the page's language", () => {
    const bangla = listViews(
      'projects',
      ['building-construction', 'earthwork'],
      [{ category: 'earthwork' }],
      {
        text: shellText.bn.list,
        categories: { 'building-construction': 'ভবন নির্মাণ', earthwork: 'মাটি কাটা ও ভরাট' },
      },
    );
    expect(bangla.categories.map(({ id, label }) => [id, label])).toEqual([
      ['all', 'সব'],
      ['building-construction', 'ভবন নির্মাণ'],
      ['earthwork', 'মাটি কাটা ও ভরাট'],
    ]);
    expect(bangla.text).toBe(shellText.bn.list);
    expect(bangla.itemViews).toEqual(['all earthwork']);
  });

  it('refuses a category that has no name in the labels', () => {
    expect(() => listViews('rent', ['ship', 'crane'], [], labels)).toThrow(
      'rent: category crane has no name',
    );
  });

  it('without categories, offers those of the items in first-seen order (Rent)', () => {
    expect(
      listViews('rent', undefined, items, labels).categories.map(({ label, count }) => [label, count]),
    ).toEqual([
      ['All', 5],
      ['Ship', 3],
      ['Base/Wall', 2],
    ]);
  });

  it('marks each item of an unpaged list for All and for its own category', () => {
    const list = listViews('rent', ['ship', 'base-wall'], items, labels);
    expect(list.itemViews).toEqual(['all ship', 'all base-wall', 'all ship', 'all ship', 'all base-wall']);
  });

  it('pages each category on its own, and marks an item for its page of All and of its category', () => {
    const list = listViews('team', ['ship', 'base-wall', 'truck'], items, labels, 2);
    expect(list.categories.map(({ id, count, pages }) => ({ id, count, pages }))).toEqual([
      { id: 'all', count: 5, pages: 3 },
      { id: 'ship', count: 3, pages: 2 },
      // Two fit on one page, none fill one empty page: neither has page keys.
      { id: 'base-wall', count: 2, pages: 1 },
      { id: 'truck', count: 0, pages: 1 },
    ]);
    expect(list.itemViews).toEqual([
      'all/1 ship/1',
      'all/1 base-wall',
      'all/2 ship/1',
      'all/2 ship/2',
      'all/3 base-wall',
    ]);
  });

  it('gives an empty list one empty page, and no page keys', () => {
    const list = listViews('team', ['truck'], [], labels, 9);
    expect(list.categories.map(({ id, pages }) => ({ id, pages }))).toEqual([
      { id: 'all', pages: 1 },
      { id: 'truck', pages: 1 },
    ]);
    expect(list.itemViews).toEqual([]);
    expect(rule(list.css).selectors).toHaveLength(2);
  });

  it("refuses a key that is not an id, a key listed twice, and All's own", () => {
    const named = (...keys: string[]) => ({
      ...labels,
      categories: Object.fromEntries(keys.map((k) => [k, k])),
    });
    for (const key of ['Base/Wall', 'base wall', 'base--wall', '-base', 'ঘাঁটি', '']) {
      expect(() => listViews('team', [key], [], named(key))).toThrow(
        `team: category key ${key} is not an id`,
      );
    }
    expect(() => listViews('team', ['ship', 'truck', 'ship'], [], labels)).toThrow(
      'team: categories without an id of their own: ship',
    );
    expect(() => listViews('team', ['all'], [], named('all'))).toThrow(
      'team: categories without an id of their own: all',
    );
  });

  it('refuses an item of a category it does not list, even one keyed as All', () => {
    expect(() => listViews('rent', ['ship'], items, labels)).toThrow(
      'rent: item 1 is in no listed category (base-wall)',
    );
    expect(() => listViews('rent', ['ship'], [{ category: 'all' }], labels)).toThrow(
      'rent: item 0 is in no listed category (all)',
    );
  });

  it('takes each id from the key, so a category renamed in either language keeps its radio, views and rule', () => {
    const keys = ['ship', 'base-wall'];
    const renamed: ListLabels = {
      text: labels.text,
      categories: { ship: 'Vessels', 'base-wall': 'Foundations & Walls' },
    };
    const bangla: ListLabels = {
      text: shellText.bn.list,
      categories: { ship: 'জাহাজ', 'base-wall': 'ফাউন্ডেশন ও দেয়াল' },
    };
    const ids = (list: ListViews) => ({
      categories: list.categories.map(({ id, radioId, count, pages }) => ({ id, radioId, count, pages })),
      itemViews: list.itemViews,
      css: list.css,
    });
    const before = ids(listViews('team', keys, items, labels, 2));
    expect(before.categories.map(({ radioId }) => radioId)).toEqual([
      'team-category-all',
      'team-category-ship',
      'team-category-base-wall',
    ]);
    expect(ids(listViews('team', keys, items, renamed, 2))).toEqual(before);
    expect(ids(listViews('team', keys, items, bangla, 2))).toEqual(before);
    expect(listViews('team', keys, items, renamed, 2).categories.map(({ label }) => label)).toEqual([
      'All',
      'Vessels',
      'Foundations & Walls',
    ]);
  });

  it('hides, in each view of an unpaged list, what is not marked for it: one selector per category', () => {
    const { css } = listViews('rent', ['ship', 'base-wall'], items, labels);
    expect(rule(css)).toEqual({
      selectors: [
        '#rent:has(#rent-category-all:checked) [data-views]:not([data-views~="all"])',
        '#rent:has(#rent-category-ship:checked) [data-views]:not([data-views~="ship"])',
        '#rent:has(#rent-category-base-wall:checked) [data-views]:not([data-views~="base-wall"])',
      ],
      declarations: '  display: none;\n}',
    });
  });

  it('adds the page radio to the selector of each page of a paged category: one selector per view', () => {
    const { css } = listViews('team', ['ship', 'base-wall'], items, labels, 2);
    expect(rule(css).selectors).toEqual([
      '#team:has(#team-category-all:checked):has(#team-all-page-1:checked) [data-views]:not([data-views~="all/1"])',
      '#team:has(#team-category-all:checked):has(#team-all-page-2:checked) [data-views]:not([data-views~="all/2"])',
      '#team:has(#team-category-all:checked):has(#team-all-page-3:checked) [data-views]:not([data-views~="all/3"])',
      '#team:has(#team-category-ship:checked):has(#team-ship-page-1:checked) [data-views]:not([data-views~="ship/1"])',
      '#team:has(#team-category-ship:checked):has(#team-ship-page-2:checked) [data-views]:not([data-views~="ship/2"])',
      '#team:has(#team-category-base-wall:checked) [data-views]:not([data-views~="base-wall"])',
    ]);
    expect(css.match(/\{/g)).toHaveLength(4);
  });

  it('where :has() is missing, shows every item under the first view and none of the controls', () => {
    const { css } = listViews('team', ['ship', 'base-wall'], items, labels, 2);
    expect(css.slice(css.indexOf('@supports'))).toBe(
      [
        '@supports not selector(:has(a)) {',
        '#team [data-views]:not([data-views~="all/1"]):not(li) {',
        '  display: none;',
        '}',
        '#team [data-views-control] {',
        '  display: none;',
        '}',
        '}',
      ].join('\n'),
    );
  });
});

describe('slideViews', () => {
  it('gives each slide its number as its view, a radio, and the radios either side of it, wrapping around', () => {
    const track = slideViews('gallery-uttara', ['a.jpg', 'b.jpg', 'c.jpg']);
    expect(track.id).toBe('gallery-uttara');
    expect(track.name).toBe('gallery-uttara-slide');
    expect(track.slidesId).toBe('gallery-uttara-slides');
    expect(track.slides).toEqual([
      {
        item: 'a.jpg',
        view: '1',
        radioId: 'gallery-uttara-slide-1',
        previousRadioId: 'gallery-uttara-slide-3',
        nextRadioId: 'gallery-uttara-slide-2',
      },
      {
        item: 'b.jpg',
        view: '2',
        radioId: 'gallery-uttara-slide-2',
        previousRadioId: 'gallery-uttara-slide-1',
        nextRadioId: 'gallery-uttara-slide-3',
      },
      {
        item: 'c.jpg',
        view: '3',
        radioId: 'gallery-uttara-slide-3',
        previousRadioId: 'gallery-uttara-slide-2',
        nextRadioId: 'gallery-uttara-slide-1',
      },
    ]);
  });

  it("hides, for each checked radio, what is marked for other slides: the lists' rule, a selector per slide", () => {
    const { css } = slideViews('hero', ['one', 'two', 'three']);
    expect(rule(css)).toEqual({
      selectors: [
        '#hero:has(#hero-slide-1:checked) [data-views]:not([data-views~="1"])',
        '#hero:has(#hero-slide-2:checked) [data-views]:not([data-views~="2"])',
        '#hero:has(#hero-slide-3:checked) [data-views]:not([data-views~="3"])',
      ],
      // Gone, as in a list, unless the slide's module keeps it rendered (--hidden-display), and
      // invisible while it fades out or stays; moved, where the module says (--hidden-translate).
      declarations:
        '  display: var(--hidden-display, none);\n  visibility: hidden;\n  opacity: 0;\n  translate: var(--hidden-translate, none);\n}',
    });
  });

  it('where :has() is missing, shows the first slide, hidden as the others are, and none of the controls', () => {
    const { css } = slideViews('hero', ['one', 'two', 'three']);
    const fallback = css.slice(css.indexOf('@supports'));
    expect(fallback).toContain(
      '#hero [data-views]:not([data-views~="1"]) {\n  display: var(--hidden-display, none);',
    );
    expect(fallback).toContain('#hero [data-views-control] {\n  display: none;\n}');
  });

  it("where :has() is missing, a gallery ('every') shows every slide and none of the controls", () => {
    const { css } = slideViews('gallery', ['a.jpg', 'b.jpg'], { fallback: 'every' });
    expect(css.slice(css.indexOf('@supports'))).toBe(
      '@supports not selector(:has(a)) {\n#gallery [data-views-control] {\n  display: none;\n}\n}',
    );
  });

  it('writes a selector for every slide, however many there are', () => {
    const { slides, css } = slideViews(
      'gallery',
      Array.from({ length: 40 }, (_, i) => i),
    );
    expect(slides.at(-1)).toMatchObject({ item: 39, view: '40', nextRadioId: 'gallery-slide-1' });
    expect(rule(css).selectors).toHaveLength(40);
    expect(rule(css).selectors.at(-1)).toBe(
      '#gallery:has(#gallery-slide-40:checked) [data-views]:not([data-views~="40"])',
    );
  });

  it('has one slide, its own neighbour, for a track of one', () => {
    expect(slideViews('one', ['only']).slides).toEqual([
      {
        item: 'only',
        view: '1',
        radioId: 'one-slide-1',
        previousRadioId: 'one-slide-1',
        nextRadioId: 'one-slide-1',
      },
    ]);
  });
});
