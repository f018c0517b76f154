'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { prefetchLinks, routeLinkClick } from '@/components/layout/SiteLink/routing';
import { runInvokerCommand } from '@/components/ui/Dialog/commands';
import { followListChange, revealChosenList, shutDropdownOnChoice } from './lists';
import { keepPageOffline } from './service-worker';

/**
 * Every listener the site puts on the document, and every one on the window but the two named
 * below, installed here in this order. Each enhances what already works from the page's HTML
 * (README, "Before the scripts arrive"): before this has run, a link is a plain link, a dialog opens
 * by its invoker command, a filter or a page is a radio.
 *
 * 1. document `click`: a dialog's invoker command, by hand where the browser lacks them
 *    (components/ui/Dialog/commands.ts); then a list's dropdown shuts on a tapped choice, and a
 *    category tile brings its list into view (./lists.ts).
 * 2. document `change`: a list's new category sends its pages back to 1; a new page brings the cards
 *    into view (./lists.ts).
 * 3. window `click`: a link within the site becomes a client-side navigation
 *    (components/layout/SiteLink/routing.ts). On the window, so it runs after React's handlers on the
 *    document and after 1: a link whose own onClick prevented the default (back to top) is left alone.
 * 4. document `pointerover` and `focusin`, and observers of the links in view: prefetches, once the
 *    loading screen is gone (routing.ts). Started again on each route, for its links.
 *
 *
 * And, on each route, once the page has loaded and the loading screen is gone: the service worker's
 * registration (the first time) and the page kept for offline visits (./service-worker.ts).
 *
 * Not here: two window listeners that feed one component's state, handle no tap and depend on no
 * order, so each lives and dies with the component that reads it:
 * - window `scroll` (components/layout/useScrolledPast.ts): the header's and back-to-top's
 *   useSyncExternalStore subscription to the scroll position, which React adds and removes with
 *   each of them.
 * - window TOAST_EVENT (components/layout/Toasts): the toast requests, which Toasts queues while it
 *   loads the toast library and shows once it has; the listener is renewed with that library.
 */
export function DocumentListeners() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const onDocumentClick = (event: MouseEvent) => {
      runInvokerCommand(event);
      shutDropdownOnChoice(event);
      revealChosenList(event);
    };
    const onWindowClick = routeLinkClick(router);
    document.addEventListener('click', onDocumentClick);
    document.addEventListener('change', followListChange);
    window.addEventListener('click', onWindowClick);
    return () => {
      document.removeEventListener('click', onDocumentClick);
      document.removeEventListener('change', followListChange);
      window.removeEventListener('click', onWindowClick);
    };
  }, [router]);

  useEffect(() => prefetchLinks(router), [router, pathname]);
  useEffect(keepPageOffline, [pathname]);

  return null;
}
