/** @jest-environment node */
import { shellText } from '@/content/shell';
import {
  categoryViews,
  listViews,
  pageRadioId,
  slideViews,
  type ListLabels,
  type ListViews,
} from './list-views';

// The rules this writes are drawn by browsers in tests/e2e (projects, team, equipment, rent, hero,
// project-gallery, before-scripts, no-javascript specs); here, what it writes.

const items = [
  { id: 'a', category: 'ship' },
  { id: 'b', category: 'base-wall' },
  { id: 'c', category: 'ship' },
  { id: 'd', category: 'ship' },
  { id: 'e', category: 'base-wall' },
];

/** Names by key, as content has them. */
const labels: ListLabels = {
  text: shellText.en.list,
  categories: { ship: 'Ship', 'base-wall': 'Base/Wall', generators: 'Generators', truck: 'Truck' },
};

/** The views rule (the stylesheet's first rule; the fallback where :has() is missing follows it). */
function rule(css: string) {
  const [selectors = '', declarations] = css.slice(0, css.indexOf('\n}') + 2).split(' {\n');
  return { selectors: selectors.split(',\n'), declarations };
}

describe('listViews', () => {
  it('offers All and then each category in the given order, with its count, pages and radio', () => {
    const list = listViews('rent', ['ship', 'generators', 'base-wall'], items, labels);
    expect(list.categoryName).toBe('rent-category');
    expect(
      list.categories.map(({ id, label, count, pages, radioId }) => [id, label, count, pages, radioId]),
    ).toEqual([
      ['all', shellText.en.list.all, 5, 1, 'rent-category-all'],
      ['ship', 'Ship', 3, 1, 'rent-category-ship'],
      ['generators', 'Generators', 0, 1, 'rent-category-generators'],
      ['base-wall', 'Base/Wall', 2, 1, 'rent-category-base-wall'],
    ]);
    expect(list.itemViews).toEqual(['all ship', 'all base-wall', 'all ship', 'all ship', 'all base-wall']);
  });

  it('without categories, offers those of the items in first-seen order (Rent)', () => {
    const list = listViews('rent', undefined, items, labels);
    expect(list.categories.map(({ id }) => id)).toEqual(['all', 'ship', 'base-wall']);
  });

  it('pages each category on its own, and marks an item for its page of All and of its category', () => {
    const list = listViews('team', ['ship', 'base-wall', 'truck'], items, labels, 2);
    // Two fit on one page, none fill one empty page: neither has page keys.
    expect(list.categories.map(({ id, pages }) => [id, pages])).toEqual([
      ['all', 3],
      ['ship', 2],
      ['base-wall', 1],
      ['truck', 1],
    ]);
    expect(list.itemViews).toEqual([
      'all/1 ship/1',
      'all/1 base-wall',
      'all/2 ship/1',
      'all/2 ship/2',
      'all/3 base-wall',
    ]);
    expect(list.categories.map(categoryViews)).toEqual([
      'all/1 all/2 all/3',
      'ship/1 ship/2',
      'base-wall',
      'truck',
    ]);
    expect(pageRadioId('team', { id: 'base-wall' }, 4)).toBe('team-base-wall-page-4');
  });

  it('takes every id from the key, so a category renamed in either language keeps its radio, views and rule', () => {
    const ids = (list: ListViews) => ({
      categories: list.categories.map(({ id, radioId, count, pages }) => ({ id, radioId, count, pages })),
      itemViews: list.itemViews,
      css: list.css,
    });
    const keys = ['ship', 'base-wall'];
    const bangla: ListLabels = {
      text: shellText.bn.list,
      categories: { ship: 'জাহাজ', 'base-wall': 'দেয়াল' },
    };
    const renamed: ListLabels = { text: labels.text, categories: { ship: 'Vessels', 'base-wall': 'Walls' } };
    const before = ids(listViews('team', keys, items, labels, 2));
    expect(ids(listViews('team', keys, items, renamed, 2))).toEqual(before);
    expect(ids(listViews('team', keys, items, bangla, 2))).toEqual(before);
    expect(listViews('team', keys, items, bangla).categories.map(({ label }) => label)).toEqual([
      shellText.bn.list.all,
      'জাহাজ',
      'দেয়াল',
    ]);
  });

  it('refuses a category with no name, a key that is not an id, a key twice or All’s, and an unlisted item', () => {
    const named = (...keys: string[]) => ({
      ...labels,
      categories: Object.fromEntries(keys.map((k) => [k, k])),
    });
    expect(() => listViews('rent', ['ship', 'crane'], [], labels)).toThrow(
      'rent: category crane has no name',
    );
    for (const key of ['Base/Wall', 'base wall', 'base--wall', '-base', 'ঘাঁটি', ''])
      expect(() => listViews('team', [key], [], named(key))).toThrow(
        `team: category key ${key} is not an id`,
      );
    expect(() => listViews('team', ['ship', 'truck', 'ship'], [], labels)).toThrow(
      'team: categories without an id of their own: ship',
    );
    expect(() => listViews('team', ['all'], [], named('all'))).toThrow('without an id of their own: all');
    expect(() => listViews('rent', ['ship'], items, labels)).toThrow(
      'rent: item 1 is in no listed category (base-wall)',
    );
  });

  it('hides, in each view, what is not marked for it: a selector per category, or per page of a paged one', () => {
    expect(rule(listViews('rent', ['ship', 'base-wall'], items, labels).css)).toEqual({
      selectors: [
        '#rent:has(#rent-category-all:checked) [data-views]:not([data-views~="all"])',
        '#rent:has(#rent-category-ship:checked) [data-views]:not([data-views~="ship"])',
        '#rent:has(#rent-category-base-wall:checked) [data-views]:not([data-views~="base-wall"])',
      ],
      declarations: '  display: none;\n}',
    });
    const paged = rule(listViews('team', ['ship', 'base-wall'], items, labels, 2).css).selectors;
    expect(paged).toHaveLength(6);
    expect(paged[4]).toBe(
      '#team:has(#team-category-ship:checked):has(#team-ship-page-2:checked) [data-views]:not([data-views~="ship/2"])',
    );
    expect(paged[5]).toBe(
      '#team:has(#team-category-base-wall:checked) [data-views]:not([data-views~="base-wall"])',
    );
  });

  it('where :has() is missing, shows every item under the first view and none of the controls', () => {
    const { css } = listViews('team', ['ship', 'base-wall'], items, labels, 2);
    expect(css.slice(css.indexOf('@supports'))).toBe(
      '@supports not selector(:has(a)) {\n#team [data-views]:not([data-views~="all/1"]):not(li) {\n  display: none;\n}\n' +
        '#team [data-views-control] {\n  display: none;\n}\n}',
    );
  });
});

describe('slideViews', () => {
  it('gives each slide its number as its view, a radio, and the radios either side of it, wrapping around', () => {
    const track = slideViews('gallery', ['a.jpg', 'b.jpg', 'c.jpg']);
    expect([track.name, track.slidesId]).toEqual(['gallery-slide', 'gallery-slides']);
    expect(
      track.slides.map(({ view, radioId, previousRadioId, nextRadioId }) => [
        view,
        radioId,
        previousRadioId,
        nextRadioId,
      ]),
    ).toEqual([
      ['1', 'gallery-slide-1', 'gallery-slide-3', 'gallery-slide-2'],
      ['2', 'gallery-slide-2', 'gallery-slide-1', 'gallery-slide-3'],
      ['3', 'gallery-slide-3', 'gallery-slide-2', 'gallery-slide-1'],
    ]);
    expect(slideViews('one', ['only']).slides[0]).toMatchObject({
      previousRadioId: 'one-slide-1',
      nextRadioId: 'one-slide-1',
    });
  });

  it('hides, for each checked radio, what is marked for other slides, however many there are', () => {
    const { css } = slideViews(
      'gallery',
      Array.from({ length: 40 }, (_, i) => i),
    );
    const { selectors, declarations } = rule(css);
    expect(selectors).toHaveLength(40);
    expect(selectors.at(-1)).toBe(
      '#gallery:has(#gallery-slide-40:checked) [data-views]:not([data-views~="40"])',
    );
    // Gone, as in a list, unless the slide's module keeps it rendered (--hidden-display), and
    // invisible while it fades out or stays; moved, where the module says (--hidden-translate).
    expect(declarations).toBe(
      '  display: var(--hidden-display, none);\n  visibility: hidden;\n  opacity: 0;\n  translate: var(--hidden-translate, none);\n}',
    );
  });

  it('where :has() is missing, shows the first slide (or, a gallery, every slide) and none of the controls', () => {
    const fallback = (css: string) => css.slice(css.indexOf('@supports'));
    expect(fallback(slideViews('hero', ['one', 'two']).css)).toContain(
      '#hero [data-views]:not([data-views~="1"]) {',
    );
    expect(fallback(slideViews('gallery', ['a', 'b'], { fallback: 'every' }).css)).toBe(
      '@supports not selector(:has(a)) {\n#gallery [data-views-control] {\n  display: none;\n}\n}',
    );
  });
});
