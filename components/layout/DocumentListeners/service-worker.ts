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
 * Asks `worker` to keep the page the visitor is on for offline visits (scripts/service-worker/
 * worker.ts, `keep`): the page and the files it loaded, which the worker did not see when it was not
 * yet in control (the first page), which never came as HTML (a page reached by a client-side
 * navigation), or which an earlier build's worker kept in caches the new one has deleted.
 */
function keep(worker: ServiceWorker) {
  if (saveData()) return;
  const files = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urls = [location.href, ...files].filter((url) => url.startsWith(location.origin));
  worker.postMessage({ type: 'keep', urls });
}

/**
 * Registers the service worker once the page has loaded and the loading screen is gone: never on
 * the critical path, never on a tap made as it lifts. Not at all with the data saver on (nothing is
 * kept that the visitor did not ask for) or where the browser has no service workers (or the page
 * is not a secure context). Resolves to the registration once its worker is active, or null. When a
 * new build's worker takes over from another (a deploy while the page is open), the page is kept
 * again, by the new worker.
 */
function register() {
  if (saveData() || !('serviceWorker' in navigator)) return Promise.resolve(null);
  const { serviceWorker } = navigator;
  return Promise.all([loaded(), afterLoadingScreen()])
    .then(() => serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }))
    .then(() => serviceWorker.ready)
    .then((registration) => {
      let controller = serviceWorker.controller;
      serviceWorker.addEventListener('controllerchange', () => {
        const previous = controller;
        controller = serviceWorker.controller;
        if (previous && controller) keep(controller);
      });
      return registration;
    })
    .catch(() => null);
}

/** Keeps the page the visitor is on (keep, above); called on every route, the first call registers the worker. */
export function keepPageOffline() {
  ready ??= register();
  void ready.then((registration) => {
    if (registration?.active) keep(registration.active);
  });
}
