import type { Locator, Page } from '@playwright/test';
import * as about from '../../content/about';
import { company } from '../../content/company';
import { pageText } from '../../content/navigation';
import type { OrgNode } from '../../content/types';
import { expect, isMobile, test, visit } from './fixtures';

// The About page in one visit at each size, section by section: where each sits depends on the
// width. Its headings' order, on every page: seo.spec.ts.

const intro = pageText.en.about.intro;
const aboutSections = about.aboutSections.en;
const aboutStats = about.aboutStats.en;
const missionVisionValues = about.missionVisionValues.en;
const orgChart = about.orgChart.en;
const proprietor = about.proprietor.en;
const story = about.story.en;
const timeline = about.timeline.en;
const labels = about.aboutLabels.en;

/** Every role of the chart with its depth, top first. */
function roles(node: OrgNode, depth = 0): { role: string; depth: number }[] {
  return [{ role: node.role, depth }, ...(node.children ?? []).flatMap((child) => roles(child, depth + 1))];
}

function staff(node: OrgNode): string[] {
  return [...(node.staff ?? []), ...(node.children ?? []).flatMap(staff)];
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** The card of a role in the chart: the heading's parent box. */
function roleCard(chart: Locator, role: string) {
  return chart.getByRole('heading', { level: 3, name: role, exact: true }).locator('xpath=..');
}

/** Where an element is on the page (not the viewport), so boxes compare across scrolling. */
async function box(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
}

const centre = (b: { x: number; width: number }) => b.x + b.width / 2;

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('about: the hero, the company story with its picture and the stats pair, the organisation chart, Mission, Vision and Values, the proprietor’s message and the timeline, laid out for the screen', async ({
  page,
}) => {
  await visit(page, '/about/');

  await test.step('the hero, the company story with a picture and the stats pair', async () => {
    await expect(page).toHaveTitle(/^About Us \| /);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(intro.title);
    await expect(page.getByText(intro.lead)).toBeVisible();

    const storySection = section(page, story.heading);
    await expect(storySection.getByRole('heading', { level: 2 })).toHaveText(story.heading);
    for (const paragraph of story.paragraphs) {
      await expect(storySection.getByText(paragraph)).toBeVisible();
    }
    const picture = storySection.getByRole('img', { name: story.imageAlt });
    await expectLoaded(picture);
    await expect(storySection.getByText(new RegExp(`^${labels.founded} \\d{4}$`))).toHaveText(
      `${labels.founded} ${company.foundedYear}`,
    );

    const stats = storySection.getByRole('list', { name: labels.stats }).getByRole('listitem');
    await expect(stats).toHaveCount(2);
    await expect(stats).toHaveText(aboutStats.map((stat) => `${stat.value}${stat.label}`));
    // The spec's figure, which the home page's 100+ contradicts.
    await expect(stats.filter({ hasText: '45+' })).toHaveCount(1);

    // Picture beside the text on a wide screen, above it on a phone.
    const [pictureBox, headingBox] = [
      await box(picture),
      await box(storySection.getByRole('heading', { level: 2 })),
    ];
    if (isMobile(page)) expect(headingBox.y).toBeGreaterThan(pictureBox.y + pictureBox.height);
    else expect(headingBox.x).toBeGreaterThan(pictureBox.x + pictureBox.width);
    await expectNoSidewaysScroll(page);
  });

  await test.step('the organisation chart, every role and its staff, without sideways scrolling', async () => {
    const chartSection = section(page, aboutSections.orgChart.title);
    const chart = chartSection.getByRole('list', { name: labels.orgChart.chart });
    await chart.scrollIntoViewIfNeeded();

    const allRoles = roles(orgChart);
    await expect(chart.getByRole('heading', { level: 3 })).toHaveCount(allRoles.length);
    for (const { role } of allRoles) {
      const card = roleCard(chart, role);
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
    }
    for (const name of staff(orgChart)) {
      await expect(chart.getByText(name, { exact: true })).toBeVisible();
    }
    // The chart's chain: the CEO; the operations, finance and business managers; the operations
    // manager's site supervisors, and their workers.
    const [operationsRole, financeRole, businessRole] = orgChart.children ?? [];
    const supervisorsRole = operationsRole?.children?.[0];
    const workersRole = supervisorsRole?.children?.[0];
    await expect(
      chart.getByRole('list', { name: labels.orgChart.staff(workersRole?.role ?? '') }).getByRole('listitem'),
    ).toHaveCount(9);

    // Every card lies inside the screen, and the page does not scroll sideways.
    const viewport = page.viewportSize()!;
    for (const { role } of allRoles) {
      const card = await box(roleCard(chart, role));
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
    }
    await expectNoSidewaysScroll(page);

    const ceo = await box(roleCard(chart, orgChart.role));
    // Left to right on a wide screen: finance, operations in the middle, business development.
    const managers = await Promise.all(
      [financeRole, operationsRole, businessRole].map((node) => box(roleCard(chart, node?.role ?? ''))),
    );
    const operations = managers[1]!;
    const supervisors = await box(roleCard(chart, supervisorsRole?.role ?? ''));
    const workers = await box(roleCard(chart, workersRole?.role ?? ''));
    const reportsToCeo = chart.getByRole('list', { name: labels.orgChart.reports(orgChart.role) });

    if (isMobile(page)) {
      // An indented tree: each level starts further right than the one above it, siblings line up.
      expect(managers.map((m) => m.x)).toEqual([operations.x, operations.x, operations.x]);
      expect(operations.x).toBeGreaterThan(ceo.x);
      expect(supervisors.x).toBeGreaterThan(operations.x);
      expect(workers.x).toBeGreaterThan(supervisors.x);
      expect(supervisors.y).toBeGreaterThan(operations.y + operations.height - 1);
      expect(workers.y).toBeGreaterThan(supervisors.y + supervisors.height - 1);
      expect(managers[2]!.y).toBeGreaterThan(workers.y + workers.height - 1);
      // Each branch draws its connector: a rail on its left.
      const rail = await reportsToCeo
        .locator(':scope > li')
        .first()
        .evaluate((li) => getComputedStyle(li, '::before').borderLeftStyle);
      expect(rail).toBe('solid');
    } else {
      // A top-down chart: the managers side by side under the CEO, the operations chain below its centre.
      expect(managers.every((m) => Math.abs(m.y - managers[0]!.y) < 1)).toBe(true);
      expect(managers[0]!.x + managers[0]!.width).toBeLessThan(operations.x);
      expect(operations.x + operations.width).toBeLessThan(managers[2]!.x);
      expect(operations.y).toBeGreaterThan(ceo.y + ceo.height);
      expect(Math.abs(centre(operations) - centre(ceo))).toBeLessThan(2);
      expect(Math.abs(centre(supervisors) - centre(operations))).toBeLessThan(2);
      expect(supervisors.y).toBeGreaterThan(operations.y + operations.height);
      expect(workers.y).toBeGreaterThan(supervisors.y + supervisors.height);
      // The drop from the CEO to the bar over the managers.
      const drop = await reportsToCeo.evaluate((ul) => {
        const style = getComputedStyle(ul, '::before');
        return [style.borderLeftStyle, parseFloat(style.height)];
      });
      expect(drop[0]).toBe('solid');
      expect(drop[1]).toBeGreaterThan(10);
    }
  });

  await test.step('the Mission, Vision and Values cards', async () => {
    const values = section(page, aboutSections.missionVisionValues.title);
    const cards = values.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      missionVisionValues.map((card) => card.title),
    );
    for (const [index, card] of missionVisionValues.entries()) {
      await cards.nth(index).scrollIntoViewIfNeeded();
      await expect(cards.nth(index).getByText(card.description)).toBeVisible();
      await expect(cards.nth(index).locator('svg')).toBeVisible();
    }
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    if (isMobile(page)) expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    else expect(second.y).toBe(first.y);
  });

  await test.step("the proprietor's message with his portrait, name and title", async () => {
    const message = section(page, aboutSections.proprietor.title);
    await expect(message.getByText(aboutSections.proprietor.eyebrow)).toBeVisible();

    const portrait = message.getByRole('img', { name: `Portrait of ${proprietor.name}` });
    await expect(portrait).toHaveAttribute('src', /^\/img\/team\/mahbubur-rahman-\d+\.webp$/);
    await expectLoaded(portrait);

    const quote = message.locator('blockquote');
    await expect(quote.locator('p')).toHaveText(proprietor.message);
    const caption = message.locator('figcaption');
    await caption.scrollIntoViewIfNeeded();
    await expect(caption.getByText(proprietor.name, { exact: true })).toBeVisible();
    await expect(caption.getByText(proprietor.title, { exact: true })).toBeVisible();
  });

  await test.step('the 2019 to 2024 timeline in order', async () => {
    const journey = section(page, aboutSections.timeline.title);
    const entries = journey.getByRole('listitem');
    await expect(entries).toHaveCount(6);
    await expect(journey.locator('time')).toHaveText(['2019', '2020', '2021', '2022', '2023', '2024']);

    let previousY = -Infinity;
    for (const [index, entry] of timeline.entries()) {
      const item = entries.nth(index);
      await item.scrollIntoViewIfNeeded();
      const year = item.locator('time');
      await expect(year).toBeVisible();
      await expect(year).toHaveAttribute('datetime', String(entry.year));
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(entry.title);
      await expect(item.getByText(entry.event)).toBeVisible();

      // Years run down the page; cards alternate sides of the line on a wide screen.
      const [yearBox, cardBox] = [await box(year), await box(item.getByRole('heading', { level: 3 }))];
      expect(yearBox.y).toBeGreaterThan(previousY);
      previousY = yearBox.y;
      const cardOnLeft = cardBox.x + cardBox.width <= yearBox.x;
      expect(cardOnLeft).toBe(!isMobile(page) && index % 2 === 0);
    }
    await expectNoSidewaysScroll(page);
  });
});
