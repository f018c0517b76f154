import type { useRouter } from 'next/navigation';
import { ON_INTENT } from '@/components/layout/SiteLink';
import { afterLoadingScreen } from '@/components/layout/LoadingOverlay/lift';
import { saveData } from '@/lib/save-data';
import { prefetchQueue } from './prefetch-queue';

type Router = ReturnType<typeof useRouter>;

/**
 * The route a link leads to within the site, or null for another origin, a new tab, a download, a
 * file (a name with an extension, as /company-profile.pdf: the site's routes are folders, /about/)
 * or a page in another language (the language switch: its `hreflang` is not the document's `lang`),
 * whose root layout is another document: the browser loads it, and nothing prefetches it.
 */
function routeOf(link: HTMLAnchorElement) {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.hreflang && link.hreflang !== document.documentElement.lang) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return null;
  return /\.[a-z0-9]+$/i.test(url.pathname) ? null : url;
}

/**
 * What next/link does for each link, done once for the whole document (about 3.5 KB gzip of
 * next/link on every page, against one listener): a click on a link within the site becomes a
 * client-side navigation. Modified clicks, new tabs, downloads, files, other origins, the other
 * language, anchors within the page and a click whose own handler prevented the default (back to
 * top) are left to the browser.
 * Before the page's scripts run, every link is a plain link the browser follows.
 */
export function routeLinkClick(router: Router) {
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    const url = link instanceof HTMLAnchorElement ? routeOf(link) : null;
    if (!url) return;
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    event.preventDefault();
    router.push(url.pathname + url.search + url.hash);
  };
}

/**
 * Prefetches the route of each link in view (within 200 px, as next/link) once the loading screen is
 * gone, one at a time in idle time (./prefetch-queue.ts); a link marked `data-prefetch="intent"`
 * waits for a pointer over it or focus, and goes at once. Returns what stops it. Nothing at all with
 * the data saver on: the visitor pays for every byte, and a link still works when tapped.
 */
export function prefetchLinks(router: Router) {
  if (saveData()) return () => {};
  const queue = prefetchQueue((route) => router.prefetch(route), afterLoadingScreen());
  const routeTo = (link: Element) => {
    const url = link instanceof HTMLAnchorElement ? routeOf(link) : null;
    return url && url.pathname !== location.pathname ? url.pathname + url.search : null;
  };
  const inView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        const route = routeTo(entry.target);
        if (route) queue.add(route);
      }
    },
    { rootMargin: '200px' },
  );
  const inViewLinks = `a[href]:not(${ON_INTENT})`;
  const watch = (root: Element | Document) => {
    if (root instanceof Element && root.matches(inViewLinks)) inView.observe(root);
    for (const link of root.querySelectorAll(inViewLinks)) inView.observe(link);
  };
  // Links a page adds later are watched as they come.
  const added = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) watch(node);
    }
  });
  const onIntent = (event: Event) => {
    const link = (event.target as Element).closest?.(`a${ON_INTENT}`);
    const route = link && routeTo(link);
    if (route) queue.now(route);
  };
  watch(document);
  added.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  return () => {
    queue.stop();
    inView.disconnect();
    added.disconnect();
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
