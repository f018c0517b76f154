/** @jest-environment node */
import { companyText } from '@/content/company';
import { pageText, routes } from '@/content/navigation';
import { projects, projectsPage } from '@/content/projects';
import { locales } from '@/lib/i18n';
import { siteUrl } from '@/lib/site';
import { projectMetadata, routeMetadata, shareImage, shareImagePath, sharePages, snippet } from './seo';

describe('snippet', () => {
  it('keeps a short text whole, on one line', () => {
    expect(snippet('One line.\n\nTwo  lines.')).toBe('One line. Two lines.');
  });

  it('keeps the whole sentences that fit under the limit', () => {
    const text = `${'A'.repeat(90)}. ${'B'.repeat(60)}. ${'C'.repeat(40)}.`;
    expect(snippet(text)).toBe(`${'A'.repeat(90)}. ${'B'.repeat(60)}.`);
  });

  it('cuts a first sentence longer than the limit at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(50)}end.`;
    const cut = snippet(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});

describe('share cards', () => {
  it('gives every page its own card in each language, at one address the metadata, JSON-LD and the drawing share', () => {
    const paths = locales.flatMap((locale) => sharePages.map((page) => shareImagePath(locale, page)));
    expect(new Set(paths).size).toBe(2 * (routes.length + projects.en.length));
    expect(shareImagePath('en', { route: 'home' })).toBe('/og/home.jpg');
    expect(shareImagePath('bn', { route: 'about' })).toBe('/og/bn/about.jpg');
    expect(shareImagePath('en', { project: { id: 'x' } })).toBe('/og/projects/x.jpg');
    expect(shareImagePath('bn', { project: { id: 'x' } })).toBe('/og/bn/projects/x.jpg');
  });

  it("points each page's og:image and twitter:image at its own card, with alt text in its language", () => {
    for (const locale of locales) {
      for (const { id } of routes) {
        const metadata = routeMetadata(locale, id);
        const [og] = [metadata.openGraph?.images].flat() as { url: string; alt: string }[];
        expect(og?.url).toBe(`${siteUrl.origin}${shareImagePath(locale, { route: id })}`);
        expect([metadata.twitter?.images].flat()).toEqual([og]);
        // Bangla puts a dash where English puts a colon (content/bn/GLOSSARY.md).
        const name = companyText[locale].name;
        expect(og?.alt).toMatch(
          locale === 'bn' ? new RegExp(`^${name} — [\u0980-\u09ff][^:]*$`) : new RegExp(`^${name}: [A-Z]`),
        );
      }
      for (const project of projects[locale]) {
        const [og] = [projectMetadata(locale, project).openGraph?.images].flat() as {
          url: string;
          alt: string;
        }[];
        expect(og).toMatchObject({
          url: `${siteUrl.origin}${shareImagePath(locale, { project })}`,
          alt: projectsPage[locale].shareAlt(project.title),
        });
      }
    }
    expect(shareImage('en', { route: 'home' }).alt).toBe(`${companyText.en.name}: ${companyText.en.motto}`);
    expect(shareImage('bn', { route: 'team' }).alt).toBe(`উন্নতি কনস্ট্রাকশন — ${pageText.bn.team.intro.title}`);
  });
});

describe('what Dhaka types', () => {
  // Issue 54: the words people search for, each once in its pages' title and description, where
  // it reads naturally (content/bn/GLOSSARY.md, search words 7 to 9).
  const searchWords = {
    rent: ['জেনারেটর ভাড়া', 'ডাম্প ট্রাক', 'রোলার'],
    supply: ['সিলেট বালু', 'ভিটি বালু', 'এক নম্বর ইট', 'দাম'],
    home: ['বাড়ি নির্মাণ', 'কনস্ট্রাকশন কোম্পানি'],
    services: ['বাড়ি নির্মাণ', 'কনস্ট্রাকশন কোম্পানি'],
  } as const;

  it.each(Object.entries(searchWords))('the Bangla %s page carries each once', (id, words) => {
    const { title, description } = routeMetadata('bn', id as keyof typeof searchWords);
    const head = `${(title as { absolute: string }).absolute} ${description}`;
    for (const word of words) {
      const uses = head.split(word).length - 1;
      expect(`${word}: ${uses}`).toBe(`${word}: 1`);
    }
    expect(description?.length).toBeLessThanOrEqual(160);
  });
});
