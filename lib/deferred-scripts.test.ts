/** @jest-environment node */
import { deferScripts, LOADER, loaderScript } from './deferred-scripts';
import { inlineScripts } from '../scripts/lib/csp';

// The shape of Next's <head> in an export: stylesheets, a script preload, async scripts, the
// nomodule polyfill, then the flight payload as inline scripts in <body>.
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/webpack.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"@type":"Thing"}</script>
<title>Home</title></head><body><p>Hello</p><script>self.__next_f.push([1,""])</script></body></html>`;

describe('deferScripts', () => {
  const { html, sources } = deferScripts(page);

  it('replaces the async scripts and their preloads with one loader, in their order', () => {
    expect(sources).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/webpack.js']);
    expect(html).not.toMatch(/<script src="[^"]*" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(inlineScripts(html)).toEqual([loaderScript(sources), 'self.__next_f.push([1,""])']);
    // Where the first script was: after the stylesheets, before the rest of <head>.
    expect(html.indexOf(LOADER)).toBeGreaterThan(html.indexOf('a.css'));
    expect(html.indexOf(LOADER)).toBeLessThan(html.indexOf('<title>'));
  });

  it('keeps everything else as it was', () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    );
    expect(html).toContain('<p>Hello</p>');
  });

  it('leaves a page without async scripts alone, so a second run changes nothing', () => {
    expect(deferScripts(html)).toEqual({ html, sources: [] });
  });

  it('cannot be broken out of by a URL', () => {
    expect(loaderScript(['/a.js?</script><script>alert(1)//'])).not.toContain('</script>');
  });
});

/** Runs the loader against a stand-in browser and reports which scripts it added to <head>. */
function browser({ paintTiming = true, hidden = false } = {}) {
  const added: string[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const frames: (() => void)[] = [];
  let observed: ((list: { getEntriesByName: (name: string) => unknown[] }, o: unknown) => void) | undefined;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observed) {
      observed = callback;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => added.push(element.src) },
  };
  const run = new Function(
    'window',
    'document',
    'PerformanceObserver',
    'addEventListener',
    'setTimeout',
    'requestAnimationFrame',
    loaderScript(['/a.js', '/b.js']),
  );
  run(
    { PerformanceObserver: paintTiming ? PerformanceObserver : undefined },
    document,
    PerformanceObserver,
    (type: string, listener: () => void) => (listeners[type] = listener),
    (callback: () => void, delay = 0) => {
      delays.push(delay);
      timers.push(callback);
    },
    (callback: () => void) => frames.push(callback),
  );
  const flushTimers = () => timers.splice(0).forEach((callback) => callback());
  return {
    added,
    delays,
    get disconnected() {
      return disconnected;
    },
    paint(name: string) {
      observed?.(
        { getEntriesByName: (wanted) => (wanted === name ? [{}] : []) },
        { disconnect: () => (disconnected = true) },
      );
      flushTimers();
    },
    fire(type: string) {
      listeners[type]?.();
      flushTimers();
    },
    /** The browser renders a frame: the callbacks asked for it run. */
    frame() {
      frames.splice(0).forEach((callback) => callback());
      flushTimers();
    },
  };
}

describe('the loader', () => {
  it('adds nothing before the first contentful paint, then every script once, in order', () => {
    const page = browser();
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(['/a.js', '/b.js']);
    expect(page.disconnected).toBe(true);
    page.fire('load');
    page.fire('visibilitychange');
    page.fire('DOMContentLoaded');
    page.frame();
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });

  it('loads half a second after the first frame of the parsed page when no first paint is reported', () => {
    const page = browser();
    page.frame();
    page.fire('DOMContentLoaded');
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.delays).toEqual([500]);
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });

  it('loads at once where the browser has no paint timing', () => {
    expect(browser({ paintTiming: false }).added).toEqual(['/a.js', '/b.js']);
  });

  it('loads at once in a background tab, which never reports a first paint', () => {
    expect(browser({ hidden: true }).added).toEqual(['/a.js', '/b.js']);
  });

  it('loads when the page is hidden before it painted', () => {
    const page = browser();
    page.fire('visibilitychange');
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });

  it('loads a second after the load event should nothing else have happened', () => {
    const page = browser();
    page.fire('load');
    expect(page.delays).toEqual([1000]);
    expect(page.added).toEqual(['/a.js', '/b.js']);
  });
});
