/** @jest-environment node */
import type { Metadata } from 'next';
import { generateMetadata } from '@/app/(en)/projects/[id]/page';
import { generateMetadata as banglaProjectMetadata } from '@/app/(bn)/bn/projects/[id]/page';
import manifest from '@/app/manifest';
import { company, companyText } from '@/content/company';
import { pageText, routes } from '@/content/navigation';
import { projects } from '@/content/projects';
import { appIcons } from '@/lib/icons';
import { localePath, locales, type Locale } from '@/lib/i18n';
import { sitePaths } from '@/lib/routes';

/** The `metadata` each menu route's page.tsx exports, in a language. */
async function routeMetadata(locale: Locale, path: string): Promise<Metadata> {
  const folder = locale === 'en' ? '(en)' : '(bn)/bn';
  const page = (await import(`@/app/${folder}${path}page`)) as { metadata: Metadata };
  return page.metadata;
}

async function projectPageMetadata(locale: Locale, id: string): Promise<Metadata> {
  const params = { params: Promise.resolve({ id }) };
  return locale === 'en' ? generateMetadata(params) : banglaProjectMetadata(params);
}

const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

/** How many letters a text shows: grapheme clusters, not code points. */
function letters(text: string): number {
  return [...graphemes.segment(text)].length;
}

function titleOf(metadata: Metadata): string {
  const { title } = metadata;
  if (title && typeof title === 'object' && 'absolute' in title) return title.absolute;
  throw new Error(`expected an absolute title, got ${JSON.stringify(title)}`);
}

async function everyPage() {
  const pages = await Promise.all(
    locales.map(async (locale) => [
      ...(await Promise.all(
        routes.map(async (route) => ({
          locale,
          path: localePath(locale, route.path),
          englishPath: route.path,
          metadata: await routeMetadata(locale, route.path),
        })),
      )),
      ...(await Promise.all(
        projects[locale].map(async (project) => ({
          locale,
          path: localePath(locale, `/projects/${project.id}/`),
          englishPath: `/projects/${project.id}/`,
          metadata: await projectPageMetadata(locale, project.id),
        })),
      )),
    ]),
  );
  return pages.flat();
}

describe('page metadata', () => {
  it('gives every page a title and a description of search length, in letters as a result shows them', async () => {
    const pages = await everyPage();
    expect(pages.map((p) => p.path)).toEqual(sitePaths);
    const titles = pages.map((p) => titleOf(p.metadata));
    const descriptions = pages.map((p) => p.metadata.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const { locale, metadata } of pages) {
      const title = titleOf(metadata);
      expect(title).toContain(companyText[locale].name);
      // In letters as a search result shows them (a Bangla letter such as ন্ত is three code points).
      expect(letters(title)).toBeLessThanOrEqual(70);
      expect(letters(metadata.description ?? '')).toBeGreaterThanOrEqual(locale === 'en' ? 70 : 50);
      expect(letters(metadata.description ?? '')).toBeLessThanOrEqual(160);
    }
    const en = companyText.en.name;
    expect(titleOf(pages[0]!.metadata)).toBe(`${en} | ${pageText.en.home.title}`);
    expect(titleOf(pages[1]!.metadata)).toBe(`About Us | ${en}`);
    const bangla = pages.filter((p) => p.locale === 'bn');
    expect(titleOf(bangla[0]!.metadata)).toBe(`${companyText.bn.name} | ${pageText.bn.home.title}`);
  });

  it('describes a project page with its own title, first sentences and picture', async () => {
    const project = projects.en[1]!;
    const metadata = await projectPageMetadata('en', project.id);
    const { name } = companyText.en;
    expect(titleOf(metadata)).toBe(`${project.title} | ${name}`);
    expect(project.description.startsWith(metadata.description ?? '-')).toBe(true);
    expect([metadata.openGraph?.images].flat()[0]).toMatchObject({
      alt: `${project.title}, built by ${name}`,
    });
    const bangla = projects.bn[1]!;
    const banglaMetadata = await projectPageMetadata('bn', bangla.id);
    expect(titleOf(banglaMetadata)).toBe(`${bangla.title} | ${companyText.bn.name}`);
    // The description ends at a Bangla sentence's end (।), not in the middle of a word.
    expect(banglaMetadata.description).toMatch(/।$|…$/);
  });

  it('gives an unknown project id no metadata (its page is the 404)', async () => {
    expect(await projectPageMetadata('en', 'no-such-project')).toEqual({});
    expect(await projectPageMetadata('bn', 'no-such-project')).toEqual({});
  });
});

// Canonical URLs, language versions, share cards, the sitemap and robots.txt as served: tests/e2e/seo.spec.ts.
describe('the web manifest', () => {
  it('names the company, uses the brand colour and lists the app icons', () => {
    const m = manifest();
    expect(m).toMatchObject({
      name: companyText.en.name,
      short_name: companyText.en.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: company.brandColor,
    });
    expect(m.icons).toEqual(
      appIcons.map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    );
    expect(m.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
