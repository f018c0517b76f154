import { act, render, screen } from '@testing-library/react';
import { company } from '@/content/company';
import { contactPage, mapPlace } from '@/content/contact';
import type { Locale } from '@/lib/i18n';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { FindUs } from '.';

async function renderMap(locale: Locale) {
  const observer = fakeIntersectionObserver();
  const { container } = render(
    <FindUs
      embedUrl={company.map.embedUrl}
      linkUrl={company.map.linkUrl}
      place={mapPlace[locale]}
      text={contactPage[locale].findUs}
    />,
  );
  await act(() => Promise.resolve());
  // The map's box comes into view (the observer watches one of the section's boxes).
  for (const box of container.querySelectorAll('div')) observer.show(box);
}

describe('FindUs', () => {
  it('names the map frame after the place, and links the map', async () => {
    await renderMap('en');
    expect(screen.getByRole('heading', { name: 'Find Us' })).toBeInTheDocument();
    expect(
      screen.getByText('House 27, Road 7, Sector 4, Uttara, Dhaka 1230, Bangladesh'),
    ).toBeInTheDocument();
    expect(
      screen.getByTitle('Map: House 27, Road 7, Sector 4, Uttara, Dhaka 1230, Bangladesh'),
    ).toHaveAttribute('src', company.map.embedUrl);
    expect(screen.getByRole('link', { name: 'Open the map in a new tab' })).toHaveAttribute(
      'href',
      company.map.linkUrl,
    );
  });

  it('in Bangla: the heading, the place (Bengali digits) and the frame’s accessible name', async () => {
    await renderMap('bn');
    expect(screen.getByRole('heading', { name: 'আমাদের ঠিকানা' })).toBeInTheDocument();
    const place = 'বাড়ি ২৭, রোড ৭, সেক্টর ৪, উত্তরা, ঢাকা-১২৩০, বাংলাদেশ';
    expect(screen.getByText(place)).toBeInTheDocument();
    expect(screen.getByTitle(`মানচিত্র: ${place}`).tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: 'নতুন ট্যাবে মানচিত্র খুলুন' })).toHaveAttribute(
      'href',
      company.map.linkUrl,
    );
  });
});
