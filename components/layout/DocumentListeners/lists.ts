/**
 * What a filtered list's script adds to its HTML (components/sections/shared: FilteredGrid,
 * CategoryFilter, Pagination, CategoryTiles). The radios are the state and CSS draws it
 * (lib/list-views.ts); these only move things a script can move: the page back to 1, the dropdown
 * shut, the cards brought into view. Without them the list shows the same cards.
 */

const smooth = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * A change of a list's radios: on a new category, every paged category of the list back to page 1
 * (spec: "changing the category resets to page 1"; the HTML alone keeps a category's page when
 * the visitor comes back to it); on a new page, the top of the cards brought into view when it is
 * above the screen (the pages are under them).
 */
export function followListChange(event: Event) {
  const radio = event.target;
  if (!(radio instanceof HTMLInputElement)) return;
  const results = radio.closest<HTMLElement>('[data-list-results]');
  if (radio.hasAttribute('data-list-category')) {
    const list = radio.closest('[data-list]');
    for (const first of list?.querySelectorAll<HTMLInputElement>('input[data-list-page][value="1"]') ?? [])
      first.checked = true;
  } else if (radio.hasAttribute('data-list-page') && results && results.getBoundingClientRect().top < 0) {
    results.scrollIntoView({ behavior: smooth(), block: 'start' });
  }
}

/**
 * A tap or a click on a choice of the phone's dropdown shuts it, as a <select> would. The arrow keys
 * leave it open (their click has no `detail`): the keyboard goes on through the choices.
 */
export function shutDropdownOnChoice(event: MouseEvent) {
  const radio = event.target;
  if (!(radio instanceof HTMLInputElement) || !radio.hasAttribute('data-list-category') || event.detail === 0)
    return;
  radio.closest('details')?.removeAttribute('open');
}

/**
 * A tap on a category tile (a label of the filter's radio): the list it filters is brought into view
 * and takes focus, so the keyboard carries on from the list, not from the tile below it.
 */
export function revealChosenList(event: MouseEvent) {
  const tile = (event.target as Element).closest?.('label[data-reveals]');
  const list = tile && document.getElementById(tile.getAttribute('data-reveals') ?? '');
  if (!list) return;
  // After the click's own work, in which the label focuses its radio.
  setTimeout(() => {
    list.scrollIntoView({ behavior: smooth(), block: 'start' });
    list.focus({ preventScroll: true });
  });
}
