/**
 * What a visitor sees of the site's filtered lists and slide tracks (lib/list-views.ts). Their state
 * is radios and one stylesheet per list or track draws it: a rule whose selector list hides, in each
 * view, every `[data-views]` element not marked for it. Tests ask this module what that rule leaves
 * shown, reading the rule the page really holds (in <head>, where React hoists a `<style href
 * precedence>`, or wherever a render put it), so a wrong selector, key or mark fails a test. (A slide
 * element its module keeps rendered, such as the hero's text, is hidden all the same: invisible.)
 *
 * Why not `toBeVisible()` or role queries alone: jsdom does match the rule in getComputedStyle, but
 * each call runs its `:has()` selectors over the whole list, for the element and every ancestor: a
 * role query over the Team page's 46 cards takes seconds. Query with `{ hidden: true }` and pass the
 * elements through `shown()`, which runs each selector once. (For the same reason a role query finds
 * no hidden element by name: to jsdom it is `display: none`, and so it has no accessible name.)
 *
 * Importing this module also forgets the lists' stylesheets after each test, as a new page would:
 * React keeps a hoisted style by its `href` for the document's life, so without this a second render
 * of a list with the same id and other categories or pages would be drawn by the first one's rule.
 */

import { screen, within } from '@testing-library/react';

/** What a list's or track's stylesheet holds, and nothing else: `... [data-views]:not([data-views~="key"]), ... { display: none; }`. */
const LIST_RULE = /^[^{]*\[data-views\]:not\(\[data-views~="[^"]*"\]\)[^{]*\{[^{}]*\}/;

function listStyles(): HTMLStyleElement[] {
  return [...document.querySelectorAll('style')].filter((style) => LIST_RULE.test(style.textContent ?? ''));
}

/** The characters of `selector` outside brackets, parentheses and quotes, with their index. */
function* topLevel(selector: string): Generator<[string, number]> {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector.charAt(i);
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) yield [char, i];
  }
}

/** The selectors of every list's rule in the document. */
function listSelectors(): string[] {
  return listStyles().flatMap((style) => {
    const text = style.textContent ?? '';
    const list = text.slice(0, text.indexOf(' {'));
    const commas = [...topLevel(list)].filter(([char]) => char === ',').map(([, i]) => i);
    return [-1, ...commas].map((start, n) => list.slice(start + 1, commas[n]).trim());
  });
}

/**
 * The elements `selector` matches. `scope target`, whose last combinator is a descendant one, is
 * matched as the targets inside each scope: the same elements, with each `:has()` of the scope run
 * once instead of once per element.
 */
function matching(selector: string): Element[] {
  const combinators = [...topLevel(selector)].filter(([char]) => /[\s>+~]/.test(char));
  const last = combinators.at(-1);
  if (!last) return [...document.querySelectorAll(selector)];
  let start = last[1];
  while (start > 0 && /[\s>+~]/.test(selector.charAt(start - 1))) start -= 1;
  if (!/^\s+$/.test(selector.slice(start, last[1] + 1))) return [...document.querySelectorAll(selector)];
  const target = selector.slice(last[1] + 1);
  return [...document.querySelectorAll(selector.slice(0, start))].flatMap((scope) => [
    ...scope.querySelectorAll(target),
  ]);
}

/**
 * What the lists' and tracks' stylesheets hide now. Throws when an element marked with views is in
 * no list or track that has a stylesheet, so a test cannot pass by finding every element shown.
 */
function hiddenByLists(): Set<Element> {
  const selectors = listSelectors();
  const scopes = [...new Set(selectors.map((selector) => selector.slice(0, selector.indexOf(':'))))].join(
    ', ',
  );
  for (const marked of document.querySelectorAll('[data-views]')) {
    if (!scopes || !marked.closest(scopes))
      throw new Error(`No list-views stylesheet for ${marked.outerHTML.slice(0, 80)} in the document`);
  }
  return new Set(selectors.flatMap(matching));
}

function isHidden(element: Element, hidden: ReadonlySet<Element>) {
  for (let at: Element | null = element; at; at = at.parentElement) if (hidden.has(at)) return true;
  return false;
}

/** Whether the lists' stylesheets leave `element` shown: neither it nor an ancestor is hidden in the current view. */
export function shownByLists(element: Element): boolean {
  return !isHidden(element, hiddenByLists());
}

/** The elements of `elements` that the lists leave shown, in order. */
export function shown<T extends Element>(elements: readonly T[]): T[] {
  const hidden = hiddenByLists();
  return elements.filter((element) => !isHidden(element, hidden));
}

/** The text of each element of `elements` that the lists leave shown, in order. */
export function shownTexts(elements: readonly Element[]): string[] {
  return shown(elements).map((element) => element.textContent ?? '');
}

/**
 * What the phone's dropdown of the filter `label` reads, closed (CategoryFilter): its label and the
 * current choice, e.g. ['Filter projects by category', 'All'].
 */
export function dropdownTexts(label: string): string[] {
  const summary = screen.getByText(label).closest('summary');
  if (!summary) throw new Error(`No dropdown labelled ${label}`);
  return shownTexts(within(summary).getAllByText(/./));
}

/** The tile of category `name` among `tiles` (CategoryTiles): a label of the category's radio in the filter. */
export function tile(tiles: HTMLElement, name: string): HTMLLabelElement {
  const label = within(tiles).getByText(name).closest('label');
  if (!label) throw new Error(`No tile for ${name}`);
  return label;
}

/** The tiles among `tiles` that show the mark of the chosen category, as they read. */
export function markedTiles(tiles: HTMLElement): string[] {
  const hidden = hiddenByLists();
  return within(tiles)
    .getAllByRole('listitem')
    .filter((item) => [...item.querySelectorAll('[data-views]')].some((mark) => !isHidden(mark, hidden)))
    .map((item) => item.textContent ?? '');
}

afterEach(() => {
  for (const style of listStyles()) style.remove();
  // React's record of the hoisted styles it has inserted into this document, by href (react-dom,
  // `internalRootNodeResourcesKey`): without it React inserts the next render's style afresh. Were
  // it renamed, the next render of a list would have no stylesheet and hiddenByLists would throw.
  for (const key of Object.keys(document))
    if (key.startsWith('__reactResources$')) Reflect.deleteProperty(document, key);
});
