import { render, screen, within } from '@testing-library/react';
import { homeSections } from '@/content/home';
import { services } from '@/content/services';
import { CoreServices } from '.';

describe('CoreServices', () => {
  beforeEach(() => render(<CoreServices intro={homeSections.services} services={services.slice(0, 6)} />));

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
    ).toEqual(services.slice(0, 6).map((s) => s.title));
    expect(within(cards[0] as HTMLElement).getByText(services[0]?.description ?? '')).toBeInTheDocument();
  });

  it('links EXPLORE SERVICES to /services/', () => {
    expect(screen.getByRole('link', { name: 'EXPLORE SERVICES' })).toHaveAttribute('href', '/services/');
  });
});
