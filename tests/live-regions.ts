/**
 * How many live regions (alert, status, aria-live) of the page say `text`: each one is an
 * announcement of it to a screen reader. A region inside another that says the same words counts
 * once. Self-contained, so that it runs as it is in jsdom (unit tests) and in the browser
 * (`page.evaluate(liveRegionsSaying, text)` in the e2e tests).
 */
export function liveRegionsSaying(text: string): number {
  const live = '[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])';
  const regions = [...document.querySelectorAll(live)].filter((region) => region.textContent?.includes(text));
  return regions.filter((region) => !regions.some((other) => other !== region && other.contains(region)))
    .length;
}
