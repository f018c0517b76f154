// The way out of the service worker (deploy/README.md, "The service worker"): deployed as /sw.js in
// place of the build's, it is what every visitor's browser finds at its next check (the worker is
// sent no-cache, and browsers check at least daily). It takes over at once, deletes every cache the
// site's worker made and unregisters itself. It answers no request, so the browser fetches as if
// there were no worker, and it reloads nothing: the site's script registers /sw.js on every page,
// and a reload would register it again, and again.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('unnoti-')) await caches.delete(name);
      await self.registration.unregister();
    })(),
  );
});
