/** The loading screen's element id. */
export const LOADING_SCREEN_ID = 'loading-screen';

/**
 * When the page's loading screen is gone: once its fade has finished, or at once on a page without
 * one. Work that can wait (prefetches, the map's frame) waits for it, so a tap made as the screen
 * lifts is not queued behind it.
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
