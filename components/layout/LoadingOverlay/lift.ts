/**
 * When the loading screen lifts (spec: "On start a loading overlay shows for 2000 ms before the
 * routes appear"; issue 15: the page's controls are hydrated by the time it lifts).
 *
 * The screen is one CSS animation (index.module.css): a 0.3 s fade after a delay of 2000 ms from
 * the first paint. That is all a visitor without JavaScript gets. With JavaScript, the inline script
 * after the screen holds the fade back, and it starts at the spec's 2000 ms once React has hydrated
 * the page, or at once if those are over (`liftScreen`, from an effect). Should the page not hydrate
 * within `MAX_WAIT_MS` more, a timer of the inline script lifts it anyway: a timer runs when the
 * main thread is free, so the page can take a tap as the screen goes (a tap the browser hit-tests
 * during a long task would still find the screen in the way). So on a fast line nothing changes,
 * and on a slow phone the screen never lifts on a page whose controls are still dead.
 *
 * Both change the animation's delay through the Web Animations API, which leaves the markup React
 * hydrates alone. Both functions are inlined with `Function.prototype.toString` (the inline script
 * is their source), so they use nothing but their arguments and the browser's globals.
 */

/** The spec's loading time (section 9: "Loading screen: 2000 ms"). */
export const LOADING_MS = 2000;

/**
 * How much longer the screen may wait for the page's scripts: 3 s. On Lighthouse's slow 4G with a 4x
 * slower CPU the pages hydrate 1 to 3.5 s after their first paint (`npm run bench`).
 */
export const MAX_WAIT_MS = 3000;

/** The loading screen's element id. */
export const LOADING_SCREEN_ID = 'loading-screen';

/**
 * When the page's loading screen is gone: once its fade has finished, or at once on a page without
 * one. Work that can wait (prefetches, the map) waits for it, so a tap made as the screen lifts is
 * not queued behind it.
 */
export function afterLoadingScreen(
  screen: Element | null = document.getElementById(LOADING_SCREEN_ID),
): Promise<void> {
  const fade = typeof screen?.getAnimations === 'function' ? screen.getAnimations()[0] : undefined;
  return (fade?.finished ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts the fade when `loadingMs` from the first paint are up, or now if they are over. A fade
 * already started is left to finish.
 */
export function liftScreen(screen: Element | null, loadingMs: number) {
  // jsdom, and browsers from before 2020, have no getAnimations: the CSS timing stands.
  const animation = typeof screen?.getAnimations === 'function' ? screen.getAnimations()[0] : undefined;
  const effect = animation?.effect;
  if (!animation || !effect) return;
  // null: not painted yet (the scripts came first, from the cache): the 2000 ms start with the paint.
  const elapsed = animation.currentTime === null ? 0 : Number(animation.currentTime);
  if (elapsed >= Number(effect.getTiming().delay ?? 0)) return;
  effect.updateTiming({ delay: Math.max(loadingMs, elapsed) });
}

/**
 * The inline script's body: holds the fade back, and lifts the screen `loadingMs + maxWaitMs` after
 * the first paint whatever happens. The fade's own delay is put further off still, for a main thread
 * so busy that even the timer is late.
 */
export function holdForScripts(
  screen: Element | null,
  loadingMs: number,
  maxWaitMs: number,
  lift: (screen: Element | null, loadingMs: number) => void,
) {
  const animation = typeof screen?.getAnimations === 'function' ? screen.getAnimations()[0] : undefined;
  if (!animation?.effect) return;
  const latest = loadingMs + maxWaitMs;
  animation.effect.updateTiming({ delay: 2 * latest });
  const check = () => {
    const left = latest - Number(animation.currentTime ?? 0);
    if (left > 0) setTimeout(check, left);
    else lift(screen, loadingMs);
  };
  setTimeout(check, latest);
}

/** The inline script placed right after the loading screen. */
export function holdForScriptsScript() {
  const screen = `document.getElementById(${JSON.stringify(LOADING_SCREEN_ID)})`;
  return `(${holdForScripts.toString()})(${screen},${LOADING_MS},${MAX_WAIT_MS},${liftScreen.toString()})`;
}
