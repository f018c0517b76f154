import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test runs offline: requests that leave the site (map, WhatsApp, e-mail API, fonts from a
 * CDN) are answered by the test or aborted here, and recorded so a test can assert on them.
 */
export const test = base.extend<{ externalRequests: string[]; policyViolations: string[] }>({
  externalRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const requests: string[] = [];
      await page.route(
        (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
        (route) => {
          requests.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
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
 * The screen waits for hydration, at most 5 s after the first paint, then fades (LoadingOverlay/lift.ts):
 * on a busy machine the page's load event can come right after that paint, so 5 s was too tight. Its fade
 * ends in `visibility: hidden`, and a CSS animation only moves on when a frame is drawn: a headless page
 * that has nothing else to draw can sit for seconds on the fade's last frame. Each check asks the page for
 * a frame first, and waits at most 100 ms for it (none comes with JavaScript off).
 */
async function overlayLifted(page: Page) {
  const overlay = page.getByTestId('loading-overlay');
  await expect
    .poll(
      async () => {
        await Promise.race([
          page.evaluate(() => new Promise(requestAnimationFrame)).catch(() => {}),
          new Promise((done) => setTimeout(done, 100)),
        ]);
        return overlay.isHidden();
      },
      { timeout: 10_000, message: 'the loading screen lifts' },
    )
    .toBe(true);
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1366) < 1024;
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
