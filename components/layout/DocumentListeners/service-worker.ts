import { afterLoadingScreen } from '@/components/layout/LoadingOverlay/lift';
import { saveData } from '@/lib/save-data';

/** The worker scripts/service-worker.ts writes, at the root: its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

let ready: Promise<ServiceWorkerRegistration | null> | undefined;

const loaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * Registers the service worker once the page has loaded and the loading screen is gone: never on
 * the critical path, never on a tap made as it lifts. Not at all with the data saver on (nothing is
 * kept that the visitor did not ask for) or where the browser has no service workers (or the page
 * is not a secure context). Resolves to the registration once its worker is active, or null.
 */
function register() {
  if (saveData() || !('serviceWorker' in navigator)) return Promise.resolve(null);
  return Promise.all([loaded(), afterLoadingScreen()])
    .then(() => navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }))
    .then(() => navigator.serviceWorker.ready)
    .catch(() => null);
}

/**
 * Keeps the page the visitor is on for offline visits (scripts/service-worker/worker.ts, `keep`):
 * the page and the files it loaded, which the worker did not see when it was not yet in control
 * (the first page) or which never came as HTML (a page reached by a client-side navigation). Called
 * on every route; the first call registers the worker.
 */
export function keepPageOffline() {
  ready ??= register();
  void ready.then((registration) => {
    if (!registration?.active || saveData()) return;
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(location.origin));
    registration.active.postMessage({ type: 'keep', urls: [location.href, ...files] });
  });
}
