import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { fillNamedWords, type ActionWords, type NamedWords } from '../../content/types';

/**
 * Every test runs offline: requests that leave the site (map, WhatsApp, e-mail API, fonts from a
 * CDN) are answered by the test or aborted here, and recorded so a test can assert on them.
 */
export const test = base.extend<{ externalRequests: string[]; policyViolations: string[] }>({
  externalRequests: [
    async ({ page, baseURL }, use) => {
      const requests: string[] = [];
      // A regular expression, not a function: Playwright matches it in the browser, so the site's own
      // requests never pass through the test worker and keep the HTTP cache (a function turns it off).
      await page.route(offSite(baseURL), (route) => {
        requests.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await use(requests);
    },
    { auto: true },
  ],
  /**
   * Every test also checks the Content-Security-Policy (scripts/csp.ts): whatever it clicks, sends
   * or opens, the page reports no securitypolicyviolation. A request the policy blocks never reaches
   * the network, so the aborts above cannot hide one.
   */
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
            .reportPolicyViolation;
          report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Every http(s) URL outside `baseURL`'s origin. */
export function offSite(baseURL: string | undefined) {
  const origin = new URL(baseURL ?? 'http://localhost').origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?!${origin}[/?#]|${origin}$)https?://`);
}

/** Opens a page as a visitor arriving from a search result, and waits for the start-up overlay to lift. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await overlayLifted(page);
  return response;
}

/**
 * The same for a page whose scripts a test holds back: waits for the HTML, not the load event, which
 * waits for the scripts the page has started.
 */
export async function visitBeforeScripts(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await overlayLifted(page);
}

/**
 * Waits for the loading screen to lift: by CSS, 2000 ms (its stylesheet) after the first paint, scripts or none
 * (components/layout/LoadingOverlay). Its fade ends
 * in `visibility: hidden`, and a CSS animation only moves on when a frame is drawn: a headless page
 * with nothing else to draw, or one of several opened at once, can sit for seconds on the fade's last
 * frame. Each look draws a frame first (a one-pixel screenshot does, with scripts on or off).
 * Now and then Chromium refuses a capture ("Unable to capture screenshot", once in CI on a page opened
 * with its scripts held) and takes it when asked again: that look counts as not lifted yet. (Not for
 * want of a first frame: a capture before it waits for it.)
 */
export async function overlayLifted(page: Page) {
  const overlay = page.getByTestId('loading-overlay');
  await expect
    .poll(
      async () => {
        try {
          await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, animations: 'allow' });
        } catch (error) {
          if (!String(error).includes('Unable to capture screenshot')) throw error;
          return false;
        }
        return overlay.isHidden();
      },
      { timeout: 10_000, intervals: [100, 200], message: 'the loading screen lifts' },
    )
    .toBe(true);
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page was opened): from then
 * on it moves only when the test moves it, however slow the machine. It is paused at a time still to
 * come when the call arrives, and the page's clock runs on until then; on a loaded machine the call can
 * arrive after it ("Cannot fast-forward to the past"): then the clock is read again.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1366) < 1024;
}

/** A tap on a phone, a click on a desktop; then the mouse moves away, so no hover state is left behind. */
export async function press(page: Page, control: Locator) {
  if (isMobile(page)) {
    await control.tap();
    return;
  }
  await control.click();
  await page.mouse.move(5, (page.viewportSize()?.height ?? 900) - 5);
}

/** The content item with this id; throws when there is none, so a mistyped id fails the test. */
export function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`no item with id ${id}`);
  return found;
}

/**
 * A control's accessible name from its words in content/ (components/ui/ActionLabel): what it shows,
 * with the words only a screen reader hears before or after it, naming `name`.
 */
export function actionName(words: ActionWords, name = '') {
  const fill = (hidden?: NamedWords) => (hidden ? fillNamedWords(hidden, name) : '');
  return [fill(words.hiddenBefore), words.shown, fill(words.hiddenAfter)].filter(Boolean).join(' ');
}

/** Waits until `locator` covers the whole viewport (after its opening animation). */
export async function expectFullScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box && [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
    })
    .toEqual([0, 0, viewport?.width, viewport?.height]);
}

/**
 * Turns the mouse wheel where the pointer is, down when the page is at its top and up otherwise, and
 * returns how far the page moved: read once the page has received the wheel event and drawn three
 * frames since, when a scroll the wheel causes has begun. Every test that expects 0 of it also sees it
 * move the same page once nothing holds the page.
 */
export async function wheelScroll(page: Page, distance = 400): Promise<number> {
  const before = await page.evaluate(() => {
    const seen = new Promise((resolve) =>
      addEventListener('wheel', resolve, { once: true, capture: true, passive: true }),
    );
    Object.assign(window, { wheelSeen: seen });
    return window.scrollY;
  });
  await page.mouse.wheel(0, before > 0 ? -distance : distance);
  const after = await page.evaluate(async () => {
    await (window as unknown as { wheelSeen: Promise<unknown> }).wheelSeen;
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    return window.scrollY;
  });
  return Math.abs(after - before);
}

/**
 * Waits for the page to stop scrolling, as a visitor waits before the next tap: its scroll position the
 * same over six frames and 150 ms. A click sent while a smooth scroll still moves the page can land its
 * mouseup on another element than its mousedown, and is then no click at all: Playwright checks what
 * is under the pointer at the mousedown only. Counted in frames, the wait stretches with a loaded machine.
 */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let y = window.scrollY;
        let since = performance.now();
        let stillFrames = 0;
        const frame = () => {
          if (window.scrollY !== y) [y, since, stillFrames] = [window.scrollY, performance.now(), 0];
          else stillFrames += 1;
          if (stillFrames >= 6 && performance.now() - since >= 150) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Makes the page tall enough to scroll past the thresholds, whatever the screen's content. */
export async function makePageTall(page: Page) {
  await page.addStyleTag({ content: 'main { min-height: 3000px; }' });
}

/**
 * Holds back every script of the page (Next's chunks) until `release()`, as a slow phone line does:
 * the page is painted and looks ready, and no script of ours has run. `release` waits until the page
 * has asked for at least one, so it is really waiting on them.
 */
export async function holdScripts(page: Page) {
  let open = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: string[] = [];
  await page.route('**/_next/static/**/*.js', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return {
    held,
    release: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      open();
    },
  };
}

/** Whether React has hydrated the page: its elements carry React's fiber keys from then on. */
export function isHydrated(page: Page) {
  return page.evaluate(() =>
    Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
}

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page) {
  await expect.poll(() => isHydrated(page)).toBe(true);
}
