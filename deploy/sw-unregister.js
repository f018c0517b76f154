// The way out of the service worker (deploy/README.md, "Turning the worker off"): deployed as /sw.js
// in place of the build's, it is what every visitor's browser finds at its next check (the worker
// is sent no-cache, and browsers check at least daily). It takes over at once, deletes every cache
// the site's worker made, unregisters itself and reloads the site's open tabs, which then come from
// the network as if there had never been a worker. It answers no request: while it runs, the
// browser fetches as usual.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('unnoti-')) await caches.delete(name);
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
    })(),
  );
});
