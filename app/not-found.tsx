/**
 * The not-found boundary above both languages' layouts. The export never shows it: each unknown
 * address is answered by a 404 file in its language (app/(en)/not-found-page and the other 404
 * routes, moved by scripts/not-found-pages.ts), and a link to an address the export lacks is a full
 * page load. Without this file Next puts its own default 404 markup in every page's payload, twice
 * (1.1 KB gzip on each page); this one renders nothing, so `next dev` shows a blank page at an
 * unknown address.
 */
export default function NotFoundBoundary() {
  return null;
}
