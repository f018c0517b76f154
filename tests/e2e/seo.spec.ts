import sharp from 'sharp';
import { company, companyText } from '../../content/company';
import { localeInfo, locales, splitLocalePath, type Locale } from '../../lib/i18n';
import { routes } from '../../content/navigation';
import { sitePaths } from '../../lib/routes';
import { SHARE_IMAGE_MAX_BYTES, shareImagePath } from '../../lib/seo';
import { siteUrl } from '../../lib/site';
import { crawl } from './crawl';
import { expect, test } from './fixtures';

// What a search engine or a chat app reads: the served HTML as it is, before any script runs (crawl.ts).

/** A URL of the live site, as the same path on the test server. */
function local(url: string | null): string {
  expect(url?.startsWith(siteUrl.origin)).toBe(true);
  return new URL(url ?? '').pathname;
}

test.describe('search and share tags', () => {
  test('every page has its own title, description, canonical URL and share card', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const checkedImages = new Set<string>();
    for (const path of sitePaths) {
      const { locale, path: englishPath } = splitLocalePath(path);
      const other = locales.find((candidate) => candidate !== locale) as Locale;
      const { name } = companyText[locale];
      const head = await crawl(request, path);
      const { title, meta: tags } = head;
      const description = tags.description;
      titles.add(title);
      descriptions.add(description ?? '');
      expect(title, path).toContain(name);
      expect(description?.length, path).toBeGreaterThan(60);
      expect(head.lang).toBe(localeInfo[locale].lang);
      if (locale === 'bn') {
        // Written in Bangla for Bangla searches, not an English fallback.
        expect(title, path).toMatch(/[\u0980-\u09ff]/);
        expect(description, path).toMatch(/[\u0980-\u09ff]{4}/);
      }

      const { canonical } = head;
      expect(canonical, path).toBe(`${siteUrl.origin}${path}`);
      // Both versions name each other, English also as the default for other languages.
      expect(head.alternates, path).toEqual({
        en: `${siteUrl.origin}${englishPath}`,
        bn: `${siteUrl.origin}/bn${englishPath}`,
        'x-default': `${siteUrl.origin}${englishPath}`,
      });
      expect(tags['og:locale'], path).toBe(localeInfo[locale].ogLocale);
      expect(tags['og:locale:alternate'], path).toBe(localeInfo[other].ogLocale);
      expect(tags['og:url']).toBe(canonical);
      expect(tags['og:title']).toBe(title);
      expect(tags['og:description']).toBe(description);
      expect(tags['og:type']).toBe('website');
      expect(tags['og:site_name']).toBe(name);
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(tags['twitter:title']).toBe(title);
      expect(tags['og:image:width']).toBe('1200');
      expect(tags['og:image:height']).toBe('630');
      expect(tags['og:image:alt']).toBeTruthy();

      // The page's own card, in its language (lib/seo.ts, shareImagePath), described in its language.
      const image = tags['og:image'];
      expect(tags['twitter:image']).toBe(image);
      const isProject = englishPath.startsWith('/projects/') && englishPath !== '/projects/';
      const card = isProject
        ? englishPath.slice(0, -1)
        : `/${routes.find((route) => route.path === englishPath)?.id}`;
      expect(image, path).toBe(`${siteUrl.origin}/og${locale === 'bn' ? '/bn' : ''}${card}.jpg`);
      if (locale === 'bn') expect(tags['og:image:alt'], path).toMatch(/[\u0980-\u09ff]{3}/);
      else expect(tags['og:image:alt'], path).not.toMatch(/[\u0980-\u09ff]/);
      expect(checkedImages.has(image ?? ''), `${path} shares ${image} with another page`).toBe(false);
      checkedImages.add(image ?? '');
      // It is a real JPEG file in the export, of the stated size, served as an image, light enough for WhatsApp.
      const response = await request.get(local(image ?? null));
      expect(response.status(), `${image}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const body = await response.body();
      expect(body.length, `${image}`).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
      const { width, height, format } = await sharp(body).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
    expect(checkedImages.size).toBe(sitePaths.length);
    expect(titles.size).toBe(sitePaths.length);
    expect(descriptions.size).toBe(sitePaths.length);
  });

  test('the Bangla pages use the words Dhaka searches: ভেকু and পে-লোডার for machines, সিএফটি for sand', async ({
    request,
  }) => {
    // Where a search engine reads them: the title (also the page's JSON-LD name), the one h1 or the
    // meta description (the hero's lead), and the company's description on the home page.
    const searched = [
      { description: ['ভেকু', 'পে-লোডার'], path: '/bn/rent/', title: ['ভেকু', 'পে-লোডার'] },
      { description: ['ভেকু', 'পে-লোডার'], path: '/bn/equipment/', title: ['ভেকু', 'পে-লোডার'] },
      { description: ['সিএফটি', 'বালু'], path: '/bn/supply/', title: [] },
      { description: ['ভেকু'], path: '/bn/', title: [] },
    ];
    for (const { path, title, description } of searched) {
      const page = await crawl(request, path);
      const name = page.jsonLd.find((thing) => thing['@type'] === 'WebPage')?.name;
      for (const word of title) {
        expect(page.title, path).toContain(word);
        expect(name, path).toContain(word);
      }
      for (const word of description) expect(page.meta.description, path).toContain(word);
    }
    const [org] = (await crawl(request, '/bn/')).jsonLd.filter(
      (thing) => thing['@type'] === 'GeneralContractor',
    );
    expect(org?.description).toContain('ভেকু');
  });

  test('every page has one h1 and headings that never skip a level', async ({ request }) => {
    for (const path of sitePaths) {
      const { h1s, headingLevels: levels } = await crawl(request, path);
      expect(h1s, path).toBe(1);
      expect(levels[0], path).toBe(1);
      for (let i = 1; i < levels.length; i += 1) {
        expect(
          levels[i]! - levels[i - 1]!,
          `${path}: h${levels[i - 1]} then h${levels[i]}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  test('the 404 pages ask search engines not to index them, and no other page does', async ({ request }) => {
    for (const missing of ['/no/such/page/', '/bn/no/such/page/', '/projects/nope/', '/bn/projects/nope/']) {
      const { status, meta } = await crawl(request, missing);
      expect(status, missing).toBe(404);
      expect(meta.robots, missing).toMatch(/noindex/);
    }
    for (const path of sitePaths) {
      expect((await crawl(request, path)).meta.robots, path).toBeUndefined();
    }
  });
});

test.describe('structured data', () => {
  test('says which language each page is in, the company on home and contact, breadcrumbs on inner pages, each project on its page', async ({
    request,
  }) => {
    for (const path of sitePaths) {
      const { locale, path: englishPath } = splitLocalePath(path);
      const things = (await crawl(request, path)).jsonLd;
      const isProject = englishPath.startsWith('/projects/') && englishPath !== '/projects/';
      const expected = [
        ...(isProject ? ['CreativeWork', 'BreadcrumbList'] : ['WebPage']),
        ...(englishPath === '/' || englishPath === '/contact/' ? ['GeneralContractor'] : []),
      ];
      expect(things.map((thing) => thing['@type']).sort(), path).toEqual(expected.sort());
      const page_ = things.find((thing) => thing['@type'] === 'WebPage' || thing['@type'] === 'CreativeWork');
      expect(page_, path).toMatchObject({
        inLanguage: localeInfo[locale].lang,
        url: `${siteUrl.origin}${path}`,
      });
      // Inner pages name their trail: a project's stands alone, a menu page's is its `breadcrumb`.
      const trail = things.find((thing) => thing['@type'] === 'BreadcrumbList') ?? page_?.breadcrumb;
      expect(Boolean(trail), path).toBe(englishPath !== '/');
    }
    for (const locale of locales) {
      const [org] = (await crawl(request, locale === 'en' ? '/contact/' : '/bn/contact/')).jsonLd.filter(
        (thing) => thing['@type'] === 'GeneralContractor',
      );
      expect(org).toMatchObject({
        name: companyText[locale].name,
        telephone: company.phone.e164,
        email: company.email,
        address: { addressLocality: companyText[locale].address.city, addressCountry: 'BD' },
        // The company's card in the page's language, the same file as the home page's og:image.
        image: `${siteUrl.origin}${shareImagePath(locale, { route: 'home' })}`,
      });
    }
  });
});

test.describe('icons, manifest, robots.txt and sitemap.xml', () => {
  test('serves the favicon, the touch icon and the manifest with its icons', async ({ request }) => {
    const links = (await crawl(request, '/')).headLinks
      .filter(({ rel }) => rel === 'icon' || rel === 'apple-touch-icon' || rel === 'manifest')
      .map(({ href }) => href);
    expect(links).toEqual(
      expect.arrayContaining([
        '/favicon.ico',
        '/brand/logo-mark.svg',
        '/apple-touch-icon.png',
        '/manifest.webmanifest',
      ]),
    );
    const types: Record<string, RegExp> = {
      '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)/,
      '/brand/logo-mark.svg': /^image\/svg\+xml/,
      '/apple-touch-icon.png': /^image\/png/,
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.theme_color).toBe(company.brandColor);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      const { width, height } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  test('robots.txt points at the sitemap, which lists every page and nothing else', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteUrl.origin}/sitemap.xml`);
    expect(robots).toMatch(/User-Agent: \*\nAllow: \//);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(sitePaths.map((path) => `${siteUrl.origin}${path}`));
    // Each entry names both versions, as Google reads hreflang from a sitemap.
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="${siteUrl.origin}/bn/projects/" />`,
    );
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(sitePaths.length);
  });
});
