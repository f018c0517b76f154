import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { company, companyText } from '../../content/company';
import { localeInfo, locales, splitLocalePath, type Locale } from '../../lib/i18n';
import { englishPaths, sitePaths } from '../../lib/routes';
import { siteUrl } from '../../lib/site';
import { expect, test } from './fixtures';

// What a search engine or a chat app reads: the served HTML as it is, before any script runs.
test.use({ javaScriptEnabled: false });

/** Opens the served HTML; the head is all these tests read, so there is no need to wait for images. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

/**
 * A page's head as a crawler reads it, in one round trip (thirty pages of twenty tags each, read one
 * by one, took a minute on a busy machine): its title, <html lang>, canonical URL, hreflang links and
 * every meta tag by its property or name.
 */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    meta: Object.fromEntries(
      [...document.head.querySelectorAll('meta[property], meta[name]')].map((tag) => [
        tag.getAttribute('property') ?? tag.getAttribute('name'),
        tag.getAttribute('content'),
      ]),
    ) as Record<string, string | null | undefined>,
  }));

/** A URL of the live site, as the same path on the test server. */
function local(url: string | null): string {
  expect(url?.startsWith(siteUrl.origin)).toBe(true);
  return new URL(url ?? '').pathname;
}

test.describe('search and share tags', () => {
  test('every page has its own title, description, canonical URL and share card', async ({
    page,
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const checkedImages = new Set<string>();
    for (const path of sitePaths) {
      const { locale, path: englishPath } = splitLocalePath(path);
      const other = locales.find((candidate) => candidate !== locale) as Locale;
      const { name } = companyText[locale];
      await open(page, path);
      const head = await headOf(page);
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

      // The share image is a real JPEG file of the stated size, served with an image content type.
      const image = tags['og:image'];
      expect(tags['twitter:image']).toBe(image);
      // One share card per page, in English: the Bangla twin shares it (README, "Two languages").
      if (englishPath.startsWith('/projects/') && englishPath !== '/projects/') {
        expect(image).toBe(`${siteUrl.origin}/og${englishPath.slice(0, -1)}.jpg`);
      }
      if (checkedImages.has(image ?? '')) continue;
      checkedImages.add(image ?? '');
      const response = await request.get(local(image ?? null));
      expect(response.status(), `${image}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const { width, height, format } = await sharp(await response.body()).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
    expect(checkedImages.size).toBe(1 + englishPaths.filter((p) => /^\/projects\/.+/.test(p)).length);
    expect(titles.size).toBe(sitePaths.length);
    expect(descriptions.size).toBe(sitePaths.length);
  });

  test('every page has one h1 and headings that never skip a level', async ({ page }) => {
    for (const path of sitePaths) {
      await open(page, path);
      await expect(page.locator('h1'), path).toHaveCount(1);
      const levels = await page
        .locator('main h1, main h2, main h3, main h4, main h5, main h6')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
      expect(levels[0], path).toBe(1);
      for (let i = 1; i < levels.length; i += 1) {
        expect(
          levels[i]! - levels[i - 1]!,
          `${path}: h${levels[i - 1]} then h${levels[i]}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  test('the 404 pages ask search engines not to index them', async ({ page }) => {
    for (const missing of ['/no/such/page/', '/bn/no/such/page/', '/bn/projects/nope/']) {
      const response = await open(page, missing);
      expect(response?.status(), missing).toBe(404);
      await expect(page.locator('head meta[name="robots"]').first(), missing).toHaveAttribute(
        'content',
        /noindex/,
      );
    }
    for (const path of sitePaths) {
      await open(page, path);
      await expect(page.locator('head meta[name="robots"]'), path).toHaveCount(0);
    }
  });
});

test.describe('structured data', () => {
  /** The JSON-LD objects of a page, parsed (a parse error fails the test). */
  async function jsonLd(page: Page, path: string): Promise<{ '@type': string; [key: string]: unknown }[]> {
    await open(page, path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((block) => JSON.parse(block) as { '@type': string }[]);
  }

  test('says which language each page is in, the company on home and contact, breadcrumbs on inner pages, each project on its page', async ({
    page,
  }) => {
    for (const path of sitePaths) {
      const { locale, path: englishPath } = splitLocalePath(path);
      const things = await jsonLd(page, path);
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
      const [org] = (await jsonLd(page, locale === 'en' ? '/contact/' : '/bn/contact/')).filter(
        (thing) => thing['@type'] === 'GeneralContractor',
      );
      expect(org).toMatchObject({
        name: companyText[locale].name,
        telephone: company.phone.e164,
        email: company.email,
        address: { addressLocality: companyText[locale].address.city, addressCountry: 'BD' },
      });
    }
  });
});

test.describe('icons, manifest, robots.txt and sitemap.xml', () => {
  test('serves the favicon, the touch icon and the manifest with its icons', async ({ page, request }) => {
    await page.goto('/');
    const links = await page
      .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
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
