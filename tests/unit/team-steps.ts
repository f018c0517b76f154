import { screen, within } from '@testing-library/react';
import { teamPage, type TeamCardText, type TeamMember } from '@/content/team';
import { shown, shownTexts } from './list-views';

/**
 * The member's card links to their e-mail and phone, each named for assistive technology. `card`:
 * where to look, the whole page by default; `text`: the card's words, English by default.
 */
export function expectContactLinks(
  member: TeamMember,
  card: HTMLElement = document.body,
  text: TeamCardText = teamPage.en.card,
) {
  expect(within(card).getByRole('link', { name: text.email(member.name) })).toHaveAttribute(
    'href',
    `mailto:${member.email}`,
  );
  expect(within(card).getByRole('link', { name: text.call(member.name) })).toHaveAttribute(
    'href',
    `tel:${member.phone}`,
  );
}

/*
 * What a visitor sees of the Team directory (components/sections/team/TeamDirectory): the lists'
 * stylesheet decides (tests/unit/list-views.ts), so elements are found with `hidden: true` and
 * passed through `shown`.
 */

/** The cards shown, in order. */
export function shownCards(): HTMLElement[] {
  return shown(screen.queryAllByRole('article', { hidden: true }));
}

/** The names on the cards shown, in order. */
export function shownNames(): string[] {
  return shownCards().map(
    (card) => within(card).getByRole('heading', { level: 3, hidden: true }).textContent ?? '',
  );
}

/** The count line as it reads: ['46 person found']. */
export function countLine(): string[] {
  return shownTexts(screen.getAllByText(/^\d+ person found$/));
}

/** The page line as it reads, none on a single page: ['Page 1 of 6']. */
export function pageLine(): string[] {
  return shownTexts(screen.queryAllByText(/^Page \d+ of \d+$/));
}

/**
 * The pager shown (named `name`, 'Team pages' on the English page), or null when the category has
 * one page. The directory's only navigations are its pagers, one per paged category; a role query
 * cannot pick a hidden one by name (jsdom applies the lists' stylesheet, and a hidden element has no
 * accessible name), so all are found.
 */
export function shownPager(name: string = teamPage.en.pagerLabel): HTMLElement | null {
  const pagers = shown(screen.queryAllByRole('navigation', { hidden: true }));
  expect(pagers.length).toBeLessThanOrEqual(1);
  const [nav = null] = pagers;
  if (nav) expect(nav).toHaveAccessibleName(name);
  return nav;
}

/** The pager shown (named `name`), failing the test when there is none. */
export function pager(name?: string): HTMLElement {
  const nav = shownPager(name);
  if (!nav) throw new Error('No pager is shown');
  return nav;
}

/** The numbered page `page` of the pager shown: a radio, checked for the page shown. */
export function pageButton(page: number): HTMLElement {
  return within(pager()).getByRole('radio', { name: `Page ${page}` });
}

/**
 * Prev or Next as the pager shows it on the current page: a label of the page before or after, or
 * drawn disabled (aria-disabled) on the first or the last page.
 */
export function step(name: 'Prev' | 'Next'): HTMLElement {
  const steps = shown(within(pager()).getAllByText(name));
  expect(steps).toHaveLength(1);
  const [shownStep] = steps;
  if (!shownStep) throw new Error(`No ${name} is shown`);
  return shownStep;
}
