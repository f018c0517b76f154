import { render, screen, within } from '@testing-library/react';
import { homeSections } from '@/content/home';
import { projects } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { FeaturedWork } from '.';

function renderIn(locale: Locale) {
  render(
    <FeaturedWork
      locale={locale}
      {...homeSections[locale].featuredWork}
      projects={projects[locale].slice(0, 3)}
    />,
  );
}

describe('FeaturedWork', () => {
  describe('in English', () => {
    beforeEach(() => renderIn('en'));

    it('is a section headed Featured Work', () => {
      expect(screen.getByRole('region', { name: 'Featured Work' })).toBeInTheDocument();
    });

    it('shows a card for each project it is given (the two that exist), in order', () => {
      const cards = screen.getAllByRole('article');
      expect(cards).toHaveLength(2);
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
        projects.en.map((p) => p.title),
      );
    });

    it('links each card to its project with View Details, named after the project', () => {
      for (const project of projects.en) {
        expect(screen.getByRole('link', { name: `View Details of ${project.title}` })).toHaveAttribute(
          'href',
          `/projects/${project.id}/`,
        );
      }
    });

    it('links View All Projects to /projects/', () => {
      expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects/');
    });
  });

  describe('in Bangla', () => {
    beforeEach(() => renderIn('bn'));

    it('is headed in Bangla and links the cards and the list to the Bangla pages', () => {
      const section = screen.getByRole('region', { name: 'বাছাই করা প্রকল্প' });
      const cards = within(section).getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
        projects.bn.map((p) => p.title),
      );
      for (const [i, project] of projects.bn.entries()) {
        const hrefs = within(cards[i] as HTMLElement)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href'));
        expect(hrefs).toContain(`/bn/projects/${project.id}/`);
      }
      expect(screen.getByRole('link', { name: 'সব প্রকল্প দেখুন' })).toHaveAttribute('href', '/bn/projects/');
    });
  });
});
