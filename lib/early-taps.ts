/**
 * Taps made before the page's scripts run, kept and replayed once they have (issue 15: "a tap made
 * before the scripts run is never lost"). The page shows complete HTML from the first paint, and on
 * a slow phone its scripts arrive seconds later: until React has hydrated, a filter button does
 * nothing and the browser forgets the tap. So an inline script at the top of <body> (the source of
 * `captureEarlyTaps`, components/layout/EarlyTaps) keeps the taps on the controls marked with
 * `earlyTap`, and once React has hydrated, `replayEarlyTaps` plays them on the same elements (they
 * survive hydration), in order, each one rendered before the next, as if the page had been live.
 *
 * Only marked controls are touched: filter buttons and dropdowns, the team's page buttons and the
 * category tiles, whose effect is the page's own state. Links, the dialogs' buttons (they open
 * declaratively) and the contact form (its Send works without script) are left to the browser.
 *
 * A visitor who sees nothing happen taps again. So the taps on one control count once, where the
 * last of them was made (three taps on Next go one page on; a dropdown keeps its last choice), and
 * a tap older than EARLY_TAP_MAX_AGE_MS when the scripts arrive is dropped: by then the visitor has
 * moved on, and a page that changes under them ten seconds later is a surprise, not an answer.
 */

/** Spread on a control whose early taps are kept: `<button {...earlyTap}>`. */
export const earlyTap = { 'data-early-tap': '' } as const;

/** What the inline script is handed: the CSS selector of the marked controls. */
export const EARLY_TAP_SELECTOR = '[data-early-tap]';

/** A kept tap older than this when the scripts arrive is dropped, not replayed. */
export const EARLY_TAP_MAX_AGE_MS = 10_000;

/**
 * A kept tap: the control, for a <select> the option it was set to, and when it was made (ms on
 * the page's clock, `performance.now()`).
 */
export interface EarlyTap {
  control: HTMLElement;
  value?: string;
  at: number;
}

/** The kept taps, on `window` from the inline script until the replay takes them. */
export interface EarlyTaps {
  taps: EarlyTap[];
  /** Stops keeping taps and hands over the ones kept, oldest first (one per control). */
  stop: () => EarlyTap[];
}

declare global {
  interface Window {
    earlyTaps?: EarlyTaps;
  }
}

/**
 * The inline script: from the moment it runs, a click on a marked control (or a `change` of a
 * marked <select>) is kept, in place of an earlier one on the same control, and stopped at `window`
 * before it reaches anything else. React, once its listeners are on the document but before it has
 * hydrated, would otherwise hydrate at once and handle the tap itself, and the replay would play it
 * a second time. Nothing is prevented: a button has no default action, and the <select> already
 * shows the chosen option (React 19 leaves a controlled <select> as the visitor set it when it
 * hydrates, while its state says otherwise: the replay brings the two together).
 *
 * Its source is inlined with `Function.prototype.toString`, so it uses nothing but its arguments
 * and the browser's globals, and carries no comments in its body (they would be sent with every page).
 */
export function captureEarlyTaps(win: Window, selector: string) {
  const taps: EarlyTap[] = [];
  const keep = (event: Event) => {
    const target = event.target;
    const control = target instanceof Element ? target.closest(selector) : null;
    if (!(control instanceof HTMLElement)) return;
    const isSelect = control instanceof HTMLSelectElement;
    if (isSelect !== (event.type === 'change')) return;
    event.stopPropagation();
    const earlier = taps.findIndex((tap) => tap.control === control);
    if (earlier >= 0) taps.splice(earlier, 1);
    const at = win.performance.now();
    taps.push(isSelect ? { control, value: control.value, at } : { control, at });
  };
  win.addEventListener('click', keep, true);
  win.addEventListener('change', keep, true);
  win.earlyTaps = {
    taps,
    stop: () => {
      win.removeEventListener('click', keep, true);
      win.removeEventListener('change', keep, true);
      return taps.splice(0);
    },
  };
}

/** The inline script's text: `captureEarlyTaps` applied to the page. */
export function earlyTapScript() {
  return `(${captureEarlyTaps.toString()})(window,${JSON.stringify(EARLY_TAP_SELECTOR)})`;
}

/**
 * Plays one kept tap on its control, as the visitor made it: a click, or the <select> set to the
 * option and a `change`. A control that has left the page since (a page button, once an earlier
 * tap chose a category of one page) is skipped: on a live page it could not have been tapped.
 */
export function replayEarlyTap({ control, value }: EarlyTap) {
  if (!control.isConnected) return;
  if (value === undefined) {
    control.click();
  } else if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Stops keeping taps and plays the kept ones in order, but those older than EARLY_TAP_MAX_AGE_MS.
 * `each` runs each replay; React's `flushSync` there renders a tap's result before the next tap is
 * played, so a page number then Next go to the page after that number.
 */
export function replayEarlyTaps(win: Window, each: (replay: () => void) => void = (replay) => replay()) {
  const now = win.performance.now();
  for (const tap of win.earlyTaps?.stop() ?? []) {
    if (now - tap.at <= EARLY_TAP_MAX_AGE_MS) each(() => replayEarlyTap(tap));
  }
}
