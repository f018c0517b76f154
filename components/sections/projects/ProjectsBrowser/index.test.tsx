import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projects as projectsIn, projectsPage, type Project } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { dropdownTexts, shown, shownByLists, shownTexts } from '@/tests/unit/list-views';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { ProjectsBrowser } from '.';

// The page's listeners (components/layout/DocumentListeners) shut the phone's dropdown after a choice.
jest.mock('next/navigation', () => ({
  usePathname: () => '/projects/',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));
fakeIntersectionObserver();

const projects = projectsIn.en;
const [, built] = projects;
if (!built) throw new Error('The content has two projects');
const road: Project = {
  ...built,
  id: 'airport-link-road',
  title: 'Airport Link Road',
  category: 'road-construction',
};

function renderBrowser(list: readonly Project[] = projects, locale: Locale = 'en') {
  render(
    <>
      <ProjectsBrowser locale={locale} projects={list} />
      <DocumentListeners />
    </>,
  );
  return userEvent.setup();
}

/** The titles of the cards shown, in order. */
function cards() {
  return shown(screen.queryAllByRole('article', { hidden: true })).map(
    (card) => within(card).getByRole('heading', { hidden: true }).textContent,
  );
}

/** The count line as it reads: ['2 Projects Found']. */
const countLine = () => shownTexts(screen.getAllByText(/^\d+ Projects? Found$/));
/** The filter's name, from content/. */
const FILTER = projectsPage.en.browser.filterLabel;
const filter = () => screen.getByRole('radiogroup', { name: FILTER });
const category = (name: string) => within(filter()).getByRole('radio', { name });
const dropdown = () => dropdownTexts(FILTER);
const emptyMessage = () => screen.getByText('No projects found in this category.');

describe('ProjectsBrowser', () => {
  it('shows every project under All, with the count line', () => {
    renderBrowser();
    expect(category('All')).toBeChecked();
    expect(countLine()).toEqual(['2 Projects Found']);
    expect(cards()).toEqual(projects.map((p) => p.title));
    expect(shownByLists(emptyMessage())).toBe(false);
  });

  it('offers All and every project category in one radio group, in a dropdown on phones', () => {
    renderBrowser();
    const names = ['All', 'Building Construction', 'Road Construction', 'Piling & Foundation', 'Earthwork'];
    expect(within(filter()).getAllByRole('radio')).toEqual(names.map(category));
    expect(screen.getByRole('group')).toContainElement(filter());
    expect(dropdown()).toEqual([FILTER, 'All']);
  });

  it('filters by category and pluralises the count', async () => {
    const user = renderBrowser([...projects, road]);
    expect(countLine()).toEqual(['3 Projects Found']);

    await user.click(category('Road Construction'));
    expect(countLine()).toEqual(['1 Project Found']);
    expect(cards()).toEqual(['Airport Link Road']);
    expect(category('Road Construction')).toBeChecked();
    expect(category('All')).not.toBeChecked();
    expect(dropdown()).toEqual([FILTER, 'Road Construction']);

    await user.click(category('Building Construction'));
    expect(countLine()).toEqual(['2 Projects Found']);
    expect(cards()).toEqual(projects.map((p) => p.title));

    await user.click(category('All'));
    expect(countLine()).toEqual(['3 Projects Found']);
    expect(cards()).toEqual([...projects, road].map((p) => p.title));
  });

  it("shows 'No projects found in this category.' for a category with no project", async () => {
    const user = renderBrowser();
    await user.click(category('Earthwork'));
    expect(countLine()).toEqual(['0 Projects Found']);
    expect(shownByLists(emptyMessage())).toBe(true);
    expect(cards()).toEqual([]);
    expect(dropdown()).toEqual([FILTER, 'Earthwork']);
    expect(
      shownByLists(screen.getByRole('link', { name: 'Ask us about this kind of project', hidden: true })),
    ).toBe(true);

    await user.click(category('Building Construction'));
    expect(shownByLists(emptyMessage())).toBe(false);
    expect(cards()).toEqual(projects.map((p) => p.title));
  });

  it("shuts the phone's dropdown once a category is chosen", async () => {
    const user = renderBrowser();
    const details = screen.getByRole('group');
    await user.click(screen.getByText(FILTER));
    expect(details).toHaveAttribute('open');
    await user.click(category('Earthwork'));
    expect(details).not.toHaveAttribute('open');
    expect(dropdown()).toEqual([FILTER, 'Earthwork']);
  });

  it('links each card to its project page', () => {
    renderBrowser();
    for (const project of projects) {
      expect(screen.getByRole('link', { name: `View Details of ${project.title}` })).toHaveAttribute(
        'href',
        `/projects/${project.id}/`,
      );
    }
  });

  it('reads in Bangla on a Bangla page, with Bengali digits, the same radios, and links to the Bangla pages', async () => {
    const user = renderBrowser(projectsIn.bn, 'bn');
    const label = 'ধরন অনুযায়ী প্রকল্প বাছাই করুন';
    const group = screen.getByRole('radiogroup', { name: label });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(
      ['all', 'building-construction', 'road-construction', 'piling-foundation', 'earthwork'].map(
        (id) => `projects-category-${id}`,
      ),
    );
    expect(radios).toEqual(
      ['সব', 'ভবন নির্মাণ', 'সড়ক নির্মাণ', 'পাইলিং ও ফাউন্ডেশন', 'মাটি কাটা ও ভরাট'].map((name) =>
        within(group).getByRole('radio', { name }),
      ),
    );
    expect(dropdownTexts(label)).toEqual([label, 'সব']);
    expect(shownTexts(screen.getAllByText(/^(কোনো|[০-৯]+টি) প্রকল্প পাওয়া (যায়নি|গেছে)$/))).toEqual([
      '২টি প্রকল্প পাওয়া গেছে',
    ]);
    expect(cards()).toEqual(projectsIn.bn.map((p) => p.title));
    for (const project of projectsIn.bn) {
      const card = screen.getByRole('heading', { name: project.title }).closest('article');
      expect(within(card as HTMLElement).getByRole('link')).toHaveAttribute(
        'href',
        `/bn/projects/${project.id}/`,
      );
      expect(within(card as HTMLElement).getByText('ভবন নির্মাণ')).toBeInTheDocument();
    }

    await user.click(within(group).getByRole('radio', { name: 'মাটি কাটা ও ভরাট' }));
    expect(shownTexts(screen.getAllByText(/^(কোনো|[০-৯]+টি) প্রকল্প পাওয়া (যায়নি|গেছে)$/))).toEqual([
      'কোনো প্রকল্প পাওয়া যায়নি',
    ]);
    expect(shownByLists(screen.getByText('এই ধরনের কোনো প্রকল্প পাওয়া যায়নি।'))).toBe(true);
    expect(
      screen.getByRole('link', { name: 'এ ধরনের প্রকল্প নিয়ে আমাদের সঙ্গে কথা বলুন', hidden: true }),
    ).toHaveAttribute('href', '/bn/contact/');
  });
});
