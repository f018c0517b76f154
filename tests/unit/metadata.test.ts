/** @jest-environment node */
import type { Metadata } from 'next';
import { generateMetadata } from '@/app/projects/[id]/page';
import manifest from '@/app/manifest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { company } from '@/content/company';
import { navigation } from '@/content/navigation';
import { projects } from '@/content/projects';
import { appIcons } from '@/lib/icons';
import { sitePaths } from '@/lib/routes';
import { siteUrl } from '@/lib/site';

/** The `metadata` each menu route's page.tsx exports. */
async function routeMetadata(path: string): Promise<Metadata> {
  const page = (await import(`@/app${path}page`)) as { metadata: Metadata };
  return page.metadata;
}

async function projectPageMetadata(id: string): Promise<Metadata> {
  return generateMetadata({ params: Promise.resolve({ id }) });
}

function titleOf(metadata: Metadata): string {
  const { title } = metadata;
  if (title && typeof title === 'object' && 'absolute' in title) return title.absolute;
  throw new Error(`expected an absolute title, got ${JSON.stringify(title)}`);
}

async function everyPage() {
  return [
    ...(await Promise.all(
      navigation.map(async (item) => ({ path: item.path, metadata: await routeMetadata(item.path) })),
    )),
    ...(await Promise.all(
      projects.map(async (project) => ({
        path: `/projects/${project.id}/`,
        metadata: await projectPageMetadata(project.id),
      })),
    )),
  ];
}

describe('page metadata', () => {
  it('gives every page a unique title with the company name and a unique description of search length', async () => {
    const pages = await everyPage();
    expect(pages.map((p) => p.path)).toEqual(sitePaths);
    const titles = pages.map((p) => titleOf(p.metadata));
    const descriptions = pages.map((p) => p.metadata.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const title of titles) {
      expect(title).toContain(company.name);
      expect(title.length).toBeLessThanOrEqual(70);
    }
    for (const description of descriptions) {
      expect(description?.length).toBeGreaterThanOrEqual(70);
      expect(description?.length).toBeLessThanOrEqual(160);
    }
    expect(titleOf(pages[0]!.metadata)).toBe(`${company.name} | Construction, Rental & Supply in Dhaka`);
    expect(titleOf(pages[1]!.metadata)).toBe(`About Us | ${company.name}`);
  });

  it('points each page at its own absolute canonical URL, with the trailing slash', async () => {
    for (const { path, metadata } of await everyPage()) {
      const canonical = metadata.alternates?.canonical;
      expect(canonical).toBe(`${siteUrl.origin}${path}`);
      expect(String(canonical)).toMatch(/^https:\/\/.+\/$/);
      expect(metadata.openGraph?.url).toBe(canonical);
    }
  });

  it('gives every page Open Graph and Twitter cards with an absolute 1200x630 image and its alt text', async () => {
    for (const { path, metadata } of await everyPage()) {
      const og = metadata.openGraph;
      expect(og).toMatchObject({ type: 'website', siteName: company.name, title: titleOf(metadata) });
      expect(og?.description).toBe(metadata.description);
      const images = [og?.images].flat();
      expect(images).toHaveLength(1);
      const isProject = path.startsWith('/projects/') && path !== '/projects/';
      expect(images[0]).toEqual({
        url: isProject
          ? `${siteUrl.origin}/og${path.replace(/\/$/, '')}.jpg`
          : `${siteUrl.origin}/og/site.jpg`,
        width: 1200,
        height: 630,
        alt: expect.stringContaining(company.name),
        type: 'image/jpeg',
      });
      expect(metadata.twitter).toMatchObject({
        card: 'summary_large_image',
        title: titleOf(metadata),
        description: metadata.description,
        images: images,
      });
    }
  });

  it('describes a project page with its own title, first sentences and picture', async () => {
    const project = projects[1]!;
    const metadata = await projectPageMetadata(project.id);
    expect(titleOf(metadata)).toBe(`${project.title} | ${company.name}`);
    expect(metadata.description).toBe(
      'An eight-storey commercial building with a basement car park, ground-floor shops and open-plan offices above.',
    );
    expect([metadata.openGraph?.images].flat()[0]).toMatchObject({
      alt: `${project.title}, built by ${company.name}`,
    });
  });

  it('gives an unknown project id no metadata (its page is the 404)', async () => {
    expect(await projectPageMetadata('no-such-project')).toEqual({});
  });
});

describe('sitemap.xml, robots.txt and the web manifest', () => {
  it('lists every route and every project once, absolute, from the one route list', () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toEqual(sitePaths.map((path) => `${siteUrl.origin}${path}`));
    expect(urls).toHaveLength(navigation.length + projects.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${siteUrl.origin}/projects/${projects[0]!.id}/`);
  });

  it('lets every crawler in and points at the sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: `${siteUrl.origin}/sitemap.xml`,
    });
  });

  it('names the company, uses the brand colour and lists the app icons', () => {
    const m = manifest();
    expect(m).toMatchObject({
      name: company.name,
      short_name: company.shortName,
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
