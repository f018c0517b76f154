import { render, screen, within } from '@testing-library/react';
import { aboutLabels, aboutSections, aboutStats, story } from '@/content/about';
import { company } from '@/content/company';
import type { Locale } from '@/lib/i18n';
import { CompanyStory } from '.';

function renderIn(locale: Locale) {
  const { paragraphs, image, imageAlt } = story[locale];
  render(
    <CompanyStory
      locale={locale}
      intro={aboutSections[locale].story}
      paragraphs={paragraphs}
      image={image}
      imageAlt={imageAlt}
      foundedYear={company.foundedYear}
      stats={aboutStats[locale]}
      labels={aboutLabels[locale]}
    />,
  );
}

describe('CompanyStory', () => {
  describe('in English', () => {
    beforeEach(() => renderIn('en'));

    it('tells the story under its heading', () => {
      const section = screen.getByRole('region', { name: 'Our Story' });
      expect(within(section).getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
      for (const paragraph of story.en.paragraphs) {
        expect(within(section).getByText(paragraph)).toBeInTheDocument();
      }
    });

    it('shows a picture of our work and the founding year', () => {
      const image = screen.getByRole('img', { name: story.en.imageAlt });
      expect(image).toHaveAttribute(
        'src',
        expect.stringMatching(/^\/img\/projects\/uttara-commercial-building-1-\d+\.webp$/),
      );
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(screen.getByText('Founded').parentElement).toHaveTextContent(/^Founded 2019$/);
    });

    it("shows the stats pair: 5+ years and the About page's 45+ team members", () => {
      const stats = within(screen.getByRole('list', { name: 'At a glance' })).getAllByRole('listitem');
      expect(stats.map((stat) => stat.textContent)).toEqual(['5+Years of Experience', '45+Team Members']);
    });
  });

  describe('in Bangla', () => {
    beforeEach(() => renderIn('bn'));

    it('tells the story under its Bangla heading, beside a picture named in Bangla', () => {
      const section = screen.getByRole('region', { name: 'আমাদের গল্প' });
      expect(within(section).getByText(story.bn.paragraphs[0]!)).toBeInTheDocument();
      expect(
        within(section).getByRole('img', { name: 'উত্তরার ১১ নম্বর সেক্টরে আমাদের নির্মিত আটতলা বাণিজ্যিক ভবন' }),
      ).toBeInTheDocument();
    });

    it('shows the founding year and the stats in Bengali digits', () => {
      expect(screen.getByText('স্থাপিত').parentElement).toHaveTextContent(/^স্থাপিত ২০১৯$/);
      const stats = within(screen.getByRole('list', { name: 'এক নজরে' })).getAllByRole('listitem');
      expect(stats.map((stat) => stat.textContent)).toEqual(['৫+বছরের অভিজ্ঞতা', '৪৫+দলের সদস্য']);
    });
  });
});
