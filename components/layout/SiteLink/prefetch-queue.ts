/** The pause after one prefetch before the next may start, in ms. */
export const PREFETCH_GAP_MS = 250;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 0);

/**
 * Prefetches of the links in view, one at a time: none before `ready` (the loading screen gone: a tap
 * made as it lifts must not wait behind a payload being parsed), then each in the browser's idle time
 * and at least PREFETCH_GAP_MS after the one before, so no two payloads are parsed in one long task.
 * A route is prefetched once, whichever way it comes (`now` for a link the visitor reaches for).
 */
export function prefetchQueue(prefetch: (route: string) => void, ready: Promise<void>) {
  const waiting: string[] = [];
  const done = new Set<string>();
  let running = false;
  let stopped = false;

  const next = () => {
    if (stopped) return;
    const route = waiting.shift();
    if (route === undefined) {
      running = false;
      return;
    }
    now(route);
    setTimeout(() => whenIdle(next), PREFETCH_GAP_MS);
  };
  const now = (route: string) => {
    if (done.has(route)) return;
    done.add(route);
    prefetch(route);
  };

  return {
    /** Prefetches `route` in its turn. */
    add(route: string) {
      if (done.has(route) || waiting.includes(route)) return;
      waiting.push(route);
      if (running) return;
      running = true;
      void ready.then(() => whenIdle(next));
    },
    now,
    stop() {
      stopped = true;
    },
  };
}
