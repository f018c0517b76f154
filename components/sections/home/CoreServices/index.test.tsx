import { render, screen, within } from '@testing-library/react';
import { homeSections } from '@/content/home';
import { services } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import { CoreServices } from '.';

function renderIn(locale: Locale) {
  render(
    <CoreServices
      locale={locale}
      {...homeSections[locale].services}
      services={services[locale].slice(0, 6)}
    />,
  );
}

describe('CoreServices', () => {
  describe('in English', () => {
    beforeEach(() => renderIn('en'));

    it('is a section headed Core Services', () => {
      expect(screen.getByRole('region', { name: 'Core Services' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Core Services' })).toBeInTheDocument();
    });

    it('shows a card for each of the first six services, in order, with its description', () => {
      const list = screen.getByRole('list');
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(6);
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(services.en.slice(0, 6).map((s) => s.title));
      expect(
        within(cards[0] as HTMLElement).getByText(services.en[0]?.description ?? ''),
      ).toBeInTheDocument();
    });

    it('links EXPLORE SERVICES to /services/', () => {
      expect(screen.getByRole('link', { name: 'EXPLORE SERVICES' })).toHaveAttribute('href', '/services/');
    });
  });

  describe('in Bangla', () => {
    beforeEach(() => renderIn('bn'));

    it('is headed in Bangla, shows the Bangla services, and links to the Bangla Services page', () => {
      expect(screen.getByRole('region', { name: 'প্রধান সেবাসমূহ' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        services.bn.slice(0, 6).map((s) => s.title),
      );
      expect(screen.getByRole('link', { name: 'সব সেবা দেখুন' })).toHaveAttribute('href', '/bn/services/');
    });
  });
});
