import type { Page } from '@playwright/test';
import { checkOpen, expectNoViolations } from './axe-steps';
import { expect, isMobile, test, visit } from './fixtures';
import { englishPaths, notFoundPath } from './routes';

// Every page of the site, once per viewport and in one visit, read as a visitor, a keyboard user, a
// screen reader's checker and the browser's console would: the checks that hold on every page alike.
// A page's own screen has its own spec. The Bangla twins have the same markup in other words:
// bangla.spec.ts visits each once for what the language changes.

/** Console errors, uncaught exceptions and same-origin requests that fail, from now on. */
function watchProblems(page: Page, origin: string) {
  const problems: string[] = [];
  // The 404 page's own document is meant to be a 404 (and Chromium logs that as an error).
  const isNotFoundPage = (url: string) => new URL(url).pathname === notFoundPath;
  page.on('console', (message) => {
    if (message.type() !== 'error' || isNotFoundPage(message.location().url)) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() >= 400 && !isNotFoundPage(response.url())) {
      problems.push(`${response.status()} ${url.pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // ERR_ABORTED: cancelled by the browser (a prefetch still running when the test ends).
    if (new URL(request.url()).origin === origin && error !== 'net::ERR_ABORTED') {
      problems.push(`${error} ${request.url()}`);
    }
  });
  return problems;
}

/** The modals each page opens from its content: the first of each kind is enough, they share one component. */
const modals: Record<string, { opener: RegExp; dialog: RegExp }[]> = {
  '/services/': [{ opener: /^Learn More about /, dialog: /./ }],
  '/equipment/': [{ opener: /^View Details of /, dialog: /./ }],
  '/rent/': [{ opener: /^View Details of /, dialog: /./ }],
  '/supply/': [{ opener: /^View Details of /, dialog: /./ }],
  '/licenses/': [{ opener: /^View /, dialog: /./ }],
};

interface TabStop {
  element: string;
  ring: boolean;
  onScreen: boolean;
}

/**
 * Records every element focus lands on, as it lands: what it is, whether it shows a focus ring and
 * whether it is on screen, and marks it reached. A focus on an element reached before means Tab has
 * come round (it wraps). One listener instead of a look after every press.
 */
function recordTabStops(page: Page) {
  return page.evaluate(() => {
    const hasRing = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      return (
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    const walk = { stops: [] as TabStop[], cameRound: false };
    Object.assign(window, { tabWalk: walk });
    /**
     * Marks `element` reached; false when it had been (Tab has come round), and from then on: the
     * presses after that are not part of the walk.
     */
    const reach = (element: HTMLElement) => {
      if (element.dataset.tabReached !== undefined) walk.cameRound = true;
      if (walk.cameRound) return false;
      element.dataset.tabReached = '';
      return true;
    };
    // Focus in a frame (the map) is in the embedded page, which scrolls and rings its own controls;
    // here that page is the browser's error page, as the tests run offline. The page sees no focusin,
    // only its window losing focus to the frame.
    window.addEventListener('blur', () => {
      if (document.activeElement instanceof HTMLIFrameElement) reach(document.activeElement);
    });
    document.addEventListener('focusin', (event) => {
      const element = event.target;
      if (!(element instanceof HTMLElement) || !reach(element)) return;
      // What the visitor sees once focus has moved: under reduced motion every transition still runs
      // for 0.01 ms (app/globals.css), and the skip link slides in by one. Ended here, before the
      // next press can move anything.
      for (const animation of element.getAnimations()) animation.finish();
      // A radio out of sight (the hero's slide picker) shows its focus on its label (the dot): a
      // ring of its own, if any, would be as invisible as the radio.
      const hiddenInput = element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0';
      const ringBearers = hiddenInput
        ? [...(element.labels ?? [])].flatMap((label) => [label, ...label.querySelectorAll('*')])
        : [element];
      const box = element.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
      walk.stops.push({
        element: `${element.tagName.toLowerCase()} "${name}"`,
        ring: ringBearers.some(hasRing),
        onScreen:
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < innerHeight &&
          box.left < innerWidth,
      });
    });
  });
}

/**
 * The controls a visitor could Tab to (visible, enabled, not inert) that Tab has not reached. Tab
 * stops once in a group of radios, on the checked one; the arrow keys move within the group.
 */
function unreached(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, object, [tabindex]';
    const groupReached = (element: HTMLElement) =>
      element instanceof HTMLInputElement &&
      element.type === 'radio' &&
      element.name !== '' &&
      document.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"][data-tab-reached]`) !==
        null;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (element) =>
          element.tabIndex >= 0 &&
          !element.closest('[inert], dialog:not([open])') &&
          element.checkVisibility({ visibilityProperty: true }) &&
          element.dataset.tabReached === undefined &&
          !groupReached(element),
      )
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

/** Tabs round the page until focus comes back to a control it has been on; returns every stop. */
async function tabRound(page: Page) {
  await recordTabStops(page);
  const cameRound = () =>
    page.evaluate(() => (window as unknown as { tabWalk: { cameRound: boolean } }).tabWalk.cameRound);
  // Ten presses between looks: presses past the wrap only land on controls already reached. Each
  // press waits for the page's next frame: a control that a press brings out (Back to top, once the
  // page has scrolled) is focusable from the frame after, as for a visitor, not on a faster machine.
  for (let presses = 0; presses < 200 && !(await cameRound()); presses += 10) {
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
  }
  expect(await cameRound(), 'Tab comes round within 200 presses').toBe(true);
  return page.evaluate(() => (window as unknown as { tabWalk: { stops: TabStop[] } }).tabWalk.stops);
}

for (const path of [...englishPaths, notFoundPath]) {
  test(`${path}: served whole, with no error, safe new-tab links, no axe violation, every control reached by Tab`, async ({
    page,
    baseURL,
  }) => {
    // The home page's slideshow moves on 11 s after focus leaves it, showing controls of another slide
    // than the one Tab went through. Under reduced motion it holds still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems = watchProblems(page, new URL(baseURL ?? '').origin);
    const response = await visit(page, path);

    await test.step('served as static HTML with one h1, the header and the footer', async () => {
      expect(response?.status()).toBe(path === notFoundPath ? 404 : 200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    await test.step('every link that opens a new tab has rel="noopener noreferrer"', async () => {
      const rels = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]));
      // The WhatsApp link in the header alone is on every page.
      expect(rels.length).toBeGreaterThanOrEqual(1);
      for (const [href, rel] of rels) {
        expect(rel?.split(/\s+/).sort(), `${href}`).toEqual(['noopener', 'noreferrer']);
      }
    });

    await test.step('Tab reaches every control, each on screen and with a visible focus ring', async () => {
      for (const stop of await tabRound(page)) {
        expect(stop.ring, `${stop.element} shows no focus ring`).toBe(true);
        expect(stop.onScreen, `${stop.element} is focused off screen`).toBe(true);
      }
      expect(await unreached(page), 'controls Tab never reaches').toEqual([]);
    });

    await test.step('axe finds no WCAG 2.2 AA violation, with each of its modals open', async () => {
      await expectNoViolations(page, path);
      // The shell's modals are the same on every page: open on the home page (the company profile
      // viewer at desktop sizes only), each page's own modals on it.
      if (path === '/') {
        const shell = ['Menu', 'Privacy Policy', ...(isMobile(page) ? [] : ['Company Profile'])];
        for (const name of shell)
          await checkOpen(page, page.getByRole('button', { name, exact: true }), name, `${path} ${name}`);
      }
      for (const { opener, dialog } of modals[path] ?? []) {
        await checkOpen(
          page,
          page.getByRole('button', { name: opener }).first(),
          dialog,
          `${path} ${opener}`,
        );
      }
    });

    await test.step('no console error, page error or failed same-origin request', async () => {
      // The prefetches of the links in view have finished.
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  });
}
