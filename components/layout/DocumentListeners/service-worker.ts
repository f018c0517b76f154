import { afterLoadingScreen } from '@/components/layout/LoadingOverlay/lift';
import { saveData } from '@/lib/save-data';
import { DIALOG_OPEN_ATTRIBUTE } from '@/components/ui/Dialog/commands';
import { SCROLLED_ATTRIBUTE } from '@/components/layout/Header/HeaderFrame';
import { SCRIPT_ONLY_ATTRIBUTE } from '@/lib/use-hydrated';

/** The worker scripts/service-worker.ts writes, at the root: its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

let ready: Promise<ServiceWorkerRegistration | null> | undefined;

const loaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * The page as the visitor was shown it, for the worker to keep when the browser holds no HTML of it
 * (a page reached by a client-side navigation, whose HTML was never fetched): the document without
 * its scripts, which were the first page's and would not run as this one's, and without what the
 * scripts set on it (an open dialog, the header's scroll state, the scroll lock) or added (the
 * enquiry's controls: SCRIPT_ONLY_ATTRIBUTE). What the
 * `<noscript>`s hold applies again, as on any page without scripts; the site's HTML works without
 * them (README, "Before the scripts arrive").
 */
export function shownPage(): string {
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  for (const element of root.querySelectorAll(
    `script, link[rel="preload"][as="script"], link[rel="modulepreload"], next-route-announcer, [${SCRIPT_ONLY_ATTRIBUTE}]`,
  ))
    element.remove();
  root.removeAttribute(DIALOG_OPEN_ATTRIBUTE);
  for (const dialog of root.querySelectorAll('dialog[open]')) dialog.removeAttribute('open');
  for (const element of root.querySelectorAll(`[${SCROLLED_ATTRIBUTE}]`))
    element.removeAttribute(SCROLLED_ATTRIBUTE);
  return `<!DOCTYPE html>${root.outerHTML}`.replace(
    /<noscript>([\s\S]*?)<\/noscript>/g,
    (_, inner: string) => inner,
  );
}

/**
 * Asks `worker` to keep the page the visitor is on for offline visits (lib/service-worker/
 * worker.ts, `keep`): the page as shown and the files it loaded, which the worker did not see when
 * it was not yet in control (the first page). Only the site's own files; a page named in the list
 * (a link's prefetch) is left to the worker, which keeps none.
 */
async function keep(worker: ServiceWorker) {
  if (saveData()) return;
  await settled();
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));
  worker.postMessage({ type: 'keep', url: location.href, html: shownPage(), files });
}

/** The title of the page last kept: a page reached by a link is settled once it has its own. */
let keptTitle = '';
/** How long a page reached by a link may take to settle before it is kept as it is. */
const SETTLE_MS = 5_000;

/**
 * Resolves once the page is whole: its own title in the head (Next adds a page's metadata after its
 * content, so a page reached by a link is briefly without one), then the browser idle; or after
 * SETTLE_MS. The worker keeps no page without a title.
 */
function settled() {
  const titled = () => {
    const title = document.head.querySelector('title')?.textContent?.trim() ?? '';
    return title !== '' && title !== keptTitle;
  };
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      keptTitle = document.title;
      const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
      idle(() => resolve());
    };
    const observer = new MutationObserver(() => titled() && done());
    const timer = setTimeout(done, SETTLE_MS);
    if (titled()) done();
    else observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Registers the service worker once the page has loaded and the loading screen is gone: never on
 * the critical path, never on a tap made as it lifts. Not at all with the data saver on (nothing is
 * kept that the visitor did not ask for) or where the browser has no service workers (or the page
 * is not a secure context). Resolves to the registration once its worker is active, or null.
 */
function register() {
  if (saveData() || !('serviceWorker' in navigator)) return Promise.resolve(null);
  const { serviceWorker } = navigator;
  return Promise.all([loaded(), afterLoadingScreen()])
    .then(() => serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }))
    .then(() => serviceWorker.ready)
    .catch(() => null);
}

/** Keeps the page the visitor is on (keep, above); called on every route, the first call registers the worker. */
export function keepPageOffline() {
  ready ??= register();
  void ready.then((registration) => {
    if (registration?.active) void keep(registration.active);
  });
}
