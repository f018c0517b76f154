import { attribute, locatedElements, type HtmlElement } from './html';

/**
 * The page first, then its code. Next writes its JavaScript as `<script src async>` tags in <head>,
 * so the browser fetches it alongside the stylesheets, font and hero picture, and runs it (React's
 * hydration, the longest task of a page) as soon as it arrives, often before the first frame: on a
 * slow phone, or when the scripts come from the cache, the visitor waits for hydration to see
 * anything. After the build (scripts/defer-scripts.ts) each page gets one small inline loader
 * instead, which adds the same scripts, in the same order and still async, once the browser reports
 * the first contentful paint. The visitor sees the page (and the spec's 2000 ms loading screen over
 * it) at once, the first bytes on a slow line go to what is on screen, and the page is interactive
 * before the loading screen lifts. Without JavaScript nothing changes: the pages are complete HTML.
 */

/**
 * The loader, as the browser runs it (ES5: it runs before any polyfill). `s` is the list of script
 * URLs. It starts them once the browser reports the first contentful paint, or half a second after
 * the first frame of the parsed page, whichever comes first: Chrome does not report every first
 * paint (not one made while the page was hidden, nor, now and then, one in a busy headless
 * browser), and by then that frame is on screen. (Headless Chrome reports a paint up to 120 ms
 * after its frame; a shorter wait would often win the race and load the scripts before the report.) It starts them at once where there is no paint
 * timing, or when the page is hidden: a background tab renders no frames. The same when the page is
 * hidden before it painted; and a second after the `load` event, should nothing else have.
 */
export const LOADER = `(function(s){var d;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}function soon(){setTimeout(go)}var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(!t||t.indexOf("paint")<0||document.visibilityState==="hidden")return go();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true});addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(go,500)})});addEventListener("visibilitychange",go);addEventListener("load",function(){setTimeout(go,1000)})})`;

/** The inline script that loads `sources` after the first paint. */
export function loaderScript(sources: readonly string[]) {
  // JSON of URLs is a valid JS array literal; `<` is escaped so no URL can end the script element.
  return `${LOADER}(${JSON.stringify(sources).replaceAll('<', '\\u003c')})`;
}

const isAsyncScript = (element: HtmlElement) =>
  element.tagName === 'script' &&
  attribute(element, 'src') !== undefined &&
  attribute(element, 'async') !== undefined &&
  attribute(element, 'nomodule') === undefined &&
  (attribute(element, 'type') ?? '') === '';

const isScriptPreload = (element: HtmlElement) =>
  element.tagName === 'link' &&
  attribute(element, 'rel')?.toLowerCase() === 'preload' &&
  attribute(element, 'as') === 'script';

/**
 * The page with its async scripts (and Next's `<link rel="preload" as="script">` for them) replaced
 * by one loader where the first of them was. The `nomodule` polyfill stays as it is: modern browsers
 * never fetch it. A page without async scripts comes back unchanged, so running it twice is harmless.
 */
export function deferScripts(html: string) {
  const found = locatedElements(html).filter((element) => isAsyncScript(element) || isScriptPreload(element));
  const sources = found.filter(isAsyncScript).map((element) => attribute(element, 'src') ?? '');
  if (sources.length === 0) return { html, sources };

  const spans = found.map((element) => {
    const location = element.sourceCodeLocation;
    if (!location) throw new Error(`No source location for <${element.tagName}>.`);
    return location;
  });
  const firstScript = found.findIndex(isAsyncScript);
  let result = html;
  // From the last to the first, so the earlier offsets stay right.
  for (const [index, span] of [...spans.entries()].reverse()) {
    const replacement = index === firstScript ? `<script>${loaderScript(sources)}</script>` : '';
    result = result.slice(0, span.startOffset) + replacement + result.slice(span.endOffset);
  }
  return { html: result, sources };
}
