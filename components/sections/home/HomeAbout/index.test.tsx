import { render, screen, within } from '@testing-library/react';
import { homeAbout, homeHighlights, homeSections } from '@/content/home';
import type { Locale } from '@/lib/i18n';
import { HomeAbout } from '.';

function renderIn(locale: Locale) {
  render(
    <HomeAbout
      locale={locale}
      {...homeSections[locale].about}
      about={homeAbout[locale]}
      highlights={homeHighlights[locale]}
    />,
  );
}

describe('HomeAbout', () => {
  describe('in English', () => {
    const about = homeAbout.en;
    beforeEach(() => renderIn('en'));

    it('is a section headed by the about heading, with the story in short and its picture', () => {
      expect(screen.getByRole('region', { name: about.heading })).toBeInTheDocument();
      expect(screen.getByText(about.body)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: about.imageAlt })).toBeInTheDocument();
    });

    it("shows '50+' projects completed", () => {
      const badge = screen.getByText('50+').closest('p');
      expect(badge).toHaveTextContent('50+Projects Completed');
    });

    it('lists the four highlights with their descriptions', () => {
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Qualified Engineers',
        'Own Equipment Fleet',
        'Direct Material Sourcing',
        'Safety on Every Site',
      ]);
      for (const [i, highlight] of homeHighlights.en.entries()) {
        expect(within(items[i] as HTMLElement).getByText(highlight.description)).toBeInTheDocument();
      }
    });

    it('links Learn More About Us to /about/', () => {
      expect(screen.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about/');
    });
  });

  describe('in Bangla', () => {
    const about = homeAbout.bn;
    beforeEach(() => renderIn('bn'));

    it('tells the story in Bangla, its picture described in Bangla', () => {
      expect(screen.getByRole('region', { name: about.heading })).toBeInTheDocument();
      expect(screen.getByText('আমাদের সম্পর্কে', { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: about.imageAlt })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'যোগ্য ইঞ্জিনিয়ার' })).toBeInTheDocument();
    });

    it("shows '৫০+' projects completed, in Bengali digits", () => {
      const badge = screen.getByText('৫০+').closest('p');
      expect(badge).toHaveTextContent('৫০+সম্পন্ন প্রকল্প');
    });

    it('links to the Bangla About page', () => {
      expect(screen.getByRole('link', { name: 'আমাদের সম্পর্কে আরও জানুন' })).toHaveAttribute(
        'href',
        '/bn/about/',
      );
    });
  });
});
