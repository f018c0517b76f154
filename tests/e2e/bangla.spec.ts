import type { Page } from '@playwright/test';
import { company } from '../../content/company';
import { contactFormText } from '../../content/contact';
import { pageText } from '../../content/navigation';
import { projects, projectsPage } from '../../content/projects';
import { shellText } from '../../content/shell';
import { team, teamPage } from '../../content/team';
import { TEAM_PAGE_SIZE } from '../../lib/constants';
import { formatNumber, localeInfo, splitLocalePath } from '../../lib/i18n';
import { sitePaths } from '../../lib/routes';
import { checkOpen, expectNoViolations } from './axe-steps';
import { answerSend, stallSend, watchSendAnswer, type SendBody } from './contact-steps';
import env from './build-env.json';
import { categoryFilter } from './filter-steps';
import { expect, hydrated, overlayLifted, pauseClock, test, visit } from './fixtures';

// Each Bangla page once, on a phone (where most of its visitors are): its language, its twin, the
// switch, its links, its words and its font. What the pages do, and their markup and colours, are
// the English pages' (every-page.spec.ts walks them at both sizes, axe included); axe reads one
// Bangla page here, for the language's own typography. Where only the words differ, the behaviour
// tests below run in Bangla.

const SEND_TIMEOUT_MS = Number(env.NEXT_PUBLIC_SEND_TIMEOUT_MS);
const banglaPaths = sitePaths.filter((path) => path.startsWith('/bn/'));
const banglaNotFound = '/bn/no-such-page/';

/** Latin text a Bangla page shows as printed: the registered name, e-mails, model and bank names. */
const ASCII_ALLOWED = [company.legalName];

/**
 * Runs of three or more Latin words in what the page shows or names (its dialogs included; alt
 * texts, accessible names, titles and placeholders too): an English text left untranslated. E-mail
 * and web addresses are printed as they are.
 */
function englishRuns(page: Page, allowed: readonly string[]) {
  return page.evaluate((allowedTexts) => {
    const runs: string[] = [];
    const check = (where: string, raw: string) => {
      let text = raw;
      for (const allowedText of allowedTexts) text = text.replaceAll(allowedText, '');
      text = text.replace(/\S+@\S+|https?:\/\/\S+/g, '');
      const found = text.match(/[A-Za-z]{2,}(?:[\s,’'-]+[A-Za-z]{2,}){2,}/g);
      if (found) runs.push(...found.map((run) => `${where}: ${run}`));
    };
    const skipped = 'script, style, template, noscript, [lang="en"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest(skipped)) check(parent.tagName.toLowerCase(), node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (element.closest(skipped)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) check(`${element.tagName.toLowerCase()}[${name}]`, value);
      }
    }
    return runs;
  }, allowed);
}

for (const path of [...banglaPaths, banglaNotFound]) {
  test(`${path}: in Bangla, names its twin, switches to English, keeps its links in Bangla, draws its letters, no page error @phone`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // Nothing here needs the loading screen gone: what the page says and draws is read once it has
    // hydrated (a script that throws as it does is a problem below).
    const response = await page.goto(path);
    if (path !== banglaNotFound) await hydrated(page);
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
      // What assistive technology calls a widget ('carousel', 'slide') is one word, in Bangla too.
      const roles = await page
        .locator('[aria-roledescription]')
        .evaluateAll((widgets) => widgets.map((widget) => widget.getAttribute('aria-roledescription') ?? ''));
      expect(roles.filter((role) => /[A-Za-z]/.test(role))).toEqual([]);
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
      // Bangla has no italics and the font no italic face: an italic the English styles ask for
      // (the proprietor's opening words) must not be faked by slanting the letters, nor a weight.
      const synthesised = await page
        .locator('body :lang(bn)')
        .evaluateAll((elements) =>
          elements
            .filter((element) => getComputedStyle(element).fontSynthesis !== 'none')
            .map((element) => element.tagName),
        );
      expect(synthesised).toEqual([]);
    });

    expect(problems).toEqual([]);
  });
}

test('axe finds no WCAG 2.2 AA violation on the Bangla home page, in its typography, with the menu open @phone', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/bn/');
  await expectNoViolations(page, '/bn/');
  await checkOpen(
    page,
    page.getByRole('button', { name: shellText.bn.menu.open, exact: true }),
    shellText.bn.menu.title,
    '/bn/ menu',
  );
});

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
      // Its 'বাংলা' is drawn from the 1 KB cut of its letters; the English page never fetches the whole font.
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''));
      });
      expect(fonts).toContain('Noto Sans Bengali Label');
      expect(fonts).not.toContain('Noto Sans Bengali');
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

test(
  'lists in Bangla: a project category by its Bangla name, the count in Bengali digits, an empty category; a team page by its Bengali number, the line that says where the visitor is',
  { tag: '@once' },
  async ({ page }) => {
    const text = projectsPage.bn;
    await visit(page, '/bn/projects/');
    const filter = categoryFilter(page, text.browser.filterLabel);
    const building = text.categories['building-construction'];
    const inBuilding = projects.bn.filter((project) => project.category === 'building-construction');
    await filter.choose(building);
    await filter.expectChosen(building);
    await expect(
      page.getByText(text.browser.count(inBuilding.length), { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    expect(text.browser.count(inBuilding.length)).toMatch(/^[০-৯]+টি /);
    await filter.choose(text.categories['road-construction']);
    await expect(page.getByText(text.browser.empty).filter({ visible: true })).toBeVisible();

    const list = shellText.bn.list;
    await visit(page, '/bn/team/');
    const pages = Math.ceil(team.bn.length / TEAM_PAGE_SIZE);
    await page.getByRole('radio', { name: list.page(2), exact: true }).check();
    await expect(
      page.getByText(list.pageOf(2, pages), { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    expect(list.pageOf(2, pages)).toBe(`পৃষ্ঠা ২ / ${formatNumber('bn', pages)}`);
    await expect(
      page
        .getByRole('list', { name: teamPage.bn.listLabel })
        .getByRole('heading')
        .filter({ visible: true })
        .first(),
    ).toHaveText(team.bn[TEAM_PAGE_SIZE]?.name ?? '');
  },
);

test.describe('the contact form in Bangla', () => {
  const text = contactFormText.bn;
  const bangla = {
    name: 'রহিম উদ্দিন',
    email: 'rahim@example.com',
    message: 'সাভারে ৪০টি বোরড পাইল দরকার। কৌশলগত পরামর্শও চাই।',
  };
  const banglaFields = (page: Page) => ({
    name: page.getByRole('textbox', { name: text.labels.name }),
    email: page.getByRole('textbox', { name: text.labels.email, exact: true }),
    message: page.getByRole('textbox', { name: text.labels.message, exact: true }),
  });
  async function fillBangla(page: Page) {
    const { name, email, message } = banglaFields(page);
    await name.fill(bangla.name);
    await email.fill(bangla.email);
    await message.fill(bangla.message);
  }
  const send = (page: Page) => page.getByRole('button', { name: text.submit.idle });

  test(
    'checks in Bangla; a failed send keeps the Bangla message, offers it by e-mail as written, and a reload brings it back; then it is sent exactly as typed, said to have come in Bangla',
    { tag: '@once' },
    async ({ page }) => {
      let fail = true;
      const requests = await answerSend(page, (route) =>
        fail ? route.abort('internetdisconnected') : route.fulfill({ status: 200, body: 'OK' }),
      );
      await visit(page, '/bn/contact/');
      await expect(page.locator('form').filter({ has: banglaFields(page).message })).toHaveAttribute(
        'novalidate',
        '',
      );
      await send(page).click();
      for (const message of [
        text.validation.nameRequired,
        text.validation.emailRequired,
        text.validation.messageRequired,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await fillBangla(page);

      await test.step('a failed send', async () => {
        await send(page).click();
        const failure = page.getByRole('group', { name: text.failed });
        await expect(failure).toBeVisible();
        const mailto = await failure
          .getByRole('link', { name: text.failure.emailInstead })
          .getAttribute('href');
        const link = new URL(mailto ?? '');
        expect(link.protocol).toBe('mailto:');
        expect(link.searchParams.get('body')).toContain(bangla.message);
        for (const [field, value] of Object.entries(banglaFields(page))) {
          await expect(value).toHaveValue(bangla[field as keyof typeof bangla]);
        }
        await visit(page, '/bn/contact/');
        for (const [field, value] of Object.entries(banglaFields(page))) {
          await expect(value).toHaveValue(bangla[field as keyof typeof bangla]);
        }
      });

      fail = false;
      await send(page).click();
      await expect(page.getByText(text.sent)).toBeVisible();
      expect((requests.at(-1)?.postDataJSON() as SendBody).template_params).toEqual({
        ...bangla,
        reply_to: bangla.email,
        language: localeInfo.bn.name,
      });
    },
  );

  test(
    'a send that never answers is given up on in Bangla, and a late arrival is told in Bangla',
    { tag: '@once' },
    async ({ page }) => {
      const { requests, answer } = await stallSend(page);
      await page.clock.install();
      await visit(page, '/bn/contact/');
      await expect(page.locator('form').filter({ has: banglaFields(page).message })).toHaveAttribute(
        'novalidate',
        '',
      );
      await fillBangla(page);
      await pauseClock(page);
      await send(page).click();
      await expect.poll(() => requests.length).toBe(1);
      await expect(page.getByRole('button', { name: text.submit.sending })).toBeDisabled();
      await page.clock.runFor(SEND_TIMEOUT_MS);
      await expect(page.getByRole('group', { name: text.failed })).toBeVisible();
      await expect(send(page)).toBeEnabled();

      const answerRead = await watchSendAnswer(page);
      answer();
      await answerRead();
      await page.clock.runFor(5_000);
      await expect(page.getByRole('status').filter({ hasText: text.arrivedLate.title })).toBeVisible();
      await expect(page.getByRole('group', { name: text.failed })).toBeHidden();
      for (const [field, value] of Object.entries(banglaFields(page))) {
        await expect(value).toHaveValue(bangla[field as keyof typeof bangla]);
      }
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('posts to the mail app, with a Bangla subject and note', { tag: '@once' }, async ({ page }) => {
      await visit(page, '/bn/contact/');
      const send = page
        .locator('form')
        .filter({ has: banglaFields(page).message })
        .locator('[type=submit]');
      await expect(send).toHaveAttribute('formmethod', 'post');
      await expect(send).toHaveAttribute('formenctype', 'text/plain');
      const action = new URL((await send.getAttribute('formaction')) ?? '');
      expect(action.protocol).toBe('mailto:');
      expect(action.searchParams.get('subject')).toBe(text.mailto.subjectWithoutName);
      await expect(page.locator('form noscript > div')).toContainText(text.noScript.slice(0, 40));
    });
  });
});
