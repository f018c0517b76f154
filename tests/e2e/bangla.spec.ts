import type { Page } from '@playwright/test';
import { company } from '../../content/company';
import { pageText } from '../../content/navigation';
import { projects } from '../../content/projects';
import { localeInfo, splitLocalePath } from '../../lib/i18n';
import { sitePaths } from '../../lib/routes';
import { expectNoViolations } from './axe-steps';
import { expect, overlayLifted, test, visit } from './fixtures';

// Each Bangla page once, on a phone (where most of its visitors are): its language, its twin, the
// switch, its links, its words and its font, and axe. What the pages do is the English pages'
// (every-page.spec.ts and each screen's spec walk them); where only the words differ, the
// behaviour tests below run in Bangla.

const banglaPaths = sitePaths.filter((path) => path.startsWith('/bn/'));
const banglaNotFound = '/bn/no-such-page/';

/** Latin text a Bangla page shows as printed: the registered name, e-mails, model and bank names. */
const ASCII_ALLOWED = [company.legalName];

/**
 * Runs of three or more Latin words in what the page shows (its dialogs included): an English text
 * left untranslated. E-mail addresses and web addresses are printed as they are.
 */
function englishRuns(page: Page, allowed: readonly string[]) {
  return page.evaluate((allowedTexts) => {
    const runs: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript, [lang="en"]')) continue;
      let text = node.textContent ?? '';
      for (const allowedText of allowedTexts) text = text.replaceAll(allowedText, '');
      text = text.replace(/\S+@\S+|https?:\/\/\S+/g, '');
      const found = text.match(/[A-Za-z]{2,}(?:[\s,’'-]+[A-Za-z]{2,}){2,}/g);
      if (found) runs.push(...found.map((run) => `${parent.tagName.toLowerCase()}: ${run}`));
    }
    return runs;
  }, allowed);
}

for (const path of [...banglaPaths, banglaNotFound]) {
  test(`${path}: in Bangla, names its twin, switches to English, keeps its links in Bangla, draws its letters, no axe violation @phone`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await visit(page, path);
    const notFound = path === banglaNotFound;
    const twin = notFound ? '/' : splitLocalePath(path).path;

    await test.step('a Bangla document: lang="bn", one h1 in Bangla, its status', async () => {
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(/[\u0980-\u09ff]/);
    });

    await test.step("the header's switch leads to the English twin, labelled in English", async () => {
      const switchLink = page.getByRole('banner').locator('a[data-language-switch]');
      await expect(switchLink).toBeVisible();
      await expect(switchLink).toHaveText('English');
      await expect(switchLink).toHaveAttribute('lang', 'en');
      await expect(switchLink).toHaveAttribute('hreflang', 'en');
      await expect(switchLink).toHaveAttribute('href', twin);
    });

    await test.step('every link to a page of the site stays in Bangla (files and the switch aside)', async () => {
      const hrefs = await page
        .locator('a[href^="/"]:not([data-language-switch])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(10);
      const pages = hrefs.filter((href) => !/\.[a-z0-9]+$/i.test(href.replace(/[?#].*$/, '')));
      expect(
        pages.filter((href) => !href.startsWith('/bn/')),
        'links that leave the Bangla site',
      ).toEqual([]);
    });

    await test.step('no English text left untranslated, in the page or its dialogs', async () => {
      expect(await englishRuns(page, ASCII_ALLOWED)).toEqual([]);
    });

    await test.step('the Bengali letters are drawn in the Bengali web font, conjuncts included', async () => {
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Bengali')
          .map((face) => face.status);
      });
      expect(faces).toContain('loaded');
      expect(
        await page.evaluate(() => document.fonts.check('700 16px "Noto Sans Bengali"', 'ক্ষ স্ট কৌ')),
      ).toBe(true);
    });

    await test.step('axe finds no WCAG 2.2 AA violation', async () => {
      await expectNoViolations(page, path);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the language switch', () => {
  const [project] = projects.en;
  const bangla = projects.bn.find((candidate) => candidate.id === project?.id);

  test(
    'leads from an English project to the same project in Bangla and back, each a new document',
    { tag: '@once' },
    async ({ page }) => {
      if (!project || !bangla) throw new Error('content/projects.ts has no project');
      await visit(page, `/projects/${project.id}/`);
      await expect(page.locator('h1')).toHaveText(project.title);
      const toBangla = page.getByRole('banner').getByRole('link', { name: localeInfo.bn.name });
      await expect(toBangla).toHaveAttribute('lang', 'bn');
      await expect(toBangla).toHaveAttribute('hreflang', 'bn');
      // A full page load between the two root layouts: the window's own mark does not survive it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await toBangla.click();
      await expect(page).toHaveURL(new RegExp(`/bn/projects/${project.id}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.locator('h1')).toHaveText(bangla.title);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);

      await overlayLifted(page);
      await page.getByRole('banner').getByRole('link', { name: localeInfo.en.name }).click();
      await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveText(project.title);
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a plain link: the Bangla page, then back to English', { tag: '@once' }, async ({ page }) => {
      await visit(page, '/about/');
      await page.getByRole('banner').getByRole('link', { name: localeInfo.bn.name }).click();
      await expect(page).toHaveURL(/\/bn\/about\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.locator('h1')).toHaveText(pageText.bn.about.intro.title);
      await overlayLifted(page);
      await page.getByRole('banner').getByRole('link', { name: localeInfo.en.name }).click();
      await expect(page).toHaveURL(/\/about\/$/);
      await expect(page.locator('h1')).toHaveText(pageText.en.about.intro.title);
    });
  });
});
