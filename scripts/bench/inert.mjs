// The inert window: how long a page that looks ready ignores a tap. Loads one page as a first-time
// visitor on a slow phone (scripts/bench/inert-budgets.mjs: the network profiles, 4x CPU slowdown)
// and, the moment the loading screen lifts, taps one control (a real press and release of the
// mouse, through the browser's hit-testing) every 50 ms until a tap opens its dialog.
// Also times when the loading screen lifts and when the header's controls are hydrated. Every time
// is read in the page, on its own clock (ms since the navigation started).
//
// The page is driven through a bare CDP session, not Playwright's locators or waitForFunction: those
// evaluate Playwright's injected script in the page, seconds of main-thread work at a 4x slowdown,
// which would delay the very hydration being timed (and the first tap with it).
import { viewports } from './measure.mjs';
import { CONTROLS, CPU_SLOWDOWN, PROFILES, inertWindow } from './inert-budgets.mjs';

/** A dead tap is tried again this long after it was made. */
const RETRY_MS = 50;
/** Give up on a control this long after the first tap: its window is then reported as null ("never"). */
const GIVE_UP_MS = 30_000;
/** How long the Menu load waits, after its tap, for the header to hydrate. */
const HYDRATION_WAIT_MS = 30_000;
const PAGE_TIMEOUT_MS = 60_000;
/** How long after the lift the page's frames are watched. */
const FEEL_MS = 3000;

/**
 * Runs in the page before any of its own code (an init script). Records on window.__inertBench the
 * lift of the loading screen, the hydration of the header's Menu button, every trusted click, and
 * which click opened a dialog; finds the control (`within` a landmark element, by its accessible
 * name as a visitor reads it) and brings it on screen before the lift.
 *
 * A tap works when its own click opens the dialog, there and then: React's click handler opens it
 * (showModal() in the same event dispatch: window.event is that click when the <dialog> gets its
 * `open` attribute), or the browser does, for an invoker command (`commandfor`, `popovertarget`),
 * in the click's default action. A dead tap a page remembers and acts on later (a replay once the
 * scripts arrive) opens it in another task: that is no tap working, the visitor saw nothing happen.
 * A tap that waits for a busy main thread and then works does count: the page did not drop it.
 */
function instrument({ within, name, exact }) {
  /** The longest wait for the page (an init script sees none of this module's constants). */
  const PAGE_WAIT = 60_000;
  const overlay = () => document.querySelector('[data-testid="loading-overlay"]');
  const nameOf = (element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const matches = (element) =>
    (exact ? nameOf(element) === name : new RegExp(name).test(nameOf(element))) &&
    element.checkVisibility({ visibilityProperty: true });
  // The header's Menu button, in either language (scripts/bench/inert-budgets.mjs, CONTROLS.menu).
  const menuButton = () =>
    [...document.querySelectorAll('header button')].find((button) => /^(Menu|মেনু)$/.test(nameOf(button)));
  const anyOpen = () => Boolean(document.querySelector('dialog[open], :popover-open'));
  const centre = () => {
    const box = rec.control?.getBoundingClientRect();
    return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
  };
  /** A promise of `test()`'s first truthy value, tried every 10 ms; null after `timeout` ms. */
  const until = (test, timeout) =>
    new Promise((resolve) => {
      const started = performance.now();
      const tick = () => {
        const value = test();
        if (value) resolve(value);
        else if (performance.now() - started > timeout) resolve(null);
        else setTimeout(tick, 10);
      };
      tick();
    });
  /** The record of the click being dispatched (window.event), if it is one of the visitor's. */
  const byEvent = new WeakMap();

  const rec = {
    lift: null,
    /** When the control was found on the page (the footer's may come after the lift on a slow phone). */
    shown: null,
    hydrated: null,
    control: null,
    clicks: [],
    /** Dialogs opened by no click's own dispatch: a late reaction to a dead tap. */
    lateOpenings: 0,
    /** Event Timing entries of the visitor's input (over 16 ms, the API's floor): tap to next paint. */
    events: [],
    /** Long animation frames (over 50 ms), with the scripts that ran longest in each. */
    frames: [],
    /**
     * The page as the loading screen begins to lift: its fonts loaded, its first view's pictures
     * complete, its header hydrated; and the fonts that arrived after (each a swap on screen).
     */
    atLift: null,
    fontsAfterLift: 0,
    centre,
    /**
     * Once the lift is known and the control on screen: when the visitor can first tap it (epoch ms:
     * the lift, or when the control came, if later) and where.
     */
    ready: (timeout) =>
      until(
        () =>
          rec.lift !== null &&
          rec.control && { tapAt: performance.timeOrigin + Math.max(rec.lift, rec.shown), ...centre() },
        timeout,
      ),
    hydration: (timeout) => until(() => rec.hydrated !== null, timeout).then(() => rec.hydrated),
    /**
     * The taps so far, in order, each with whether it worked: once the first that works is known,
     * or after `timeout` ms with none that does. A tap is known dead once its click's task is over.
     * A dialog open that no tap opened (a late reaction to a dead one) is closed, so the next tap
     * can work.
     */
    firstWorking: (timeout) => {
      const scan = () => {
        const taps = [];
        for (const click of rec.clicks) {
          const works = click.opened !== null && click.onControl && !click.openBefore;
          if (!works && click.end === null) return { taps, works: false, pending: true };
          taps.push({ ...click, works });
          if (works) return { taps, works: true, pending: false };
        }
        return { taps, works: false, pending: false };
      };
      return until(() => {
        const result = scan();
        if (!result.works && !result.pending && anyOpen()) {
          rec.lateOpenings += 1;
          rec.closeAll();
        }
        return result.works && result;
      }, timeout).then((result) => ({ ...(result || scan()), lateOpenings: rec.lateOpenings }));
    },
    closeAll: () => {
      for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
      for (const popover of document.querySelectorAll(':popover-open')) popover.hidePopover();
    },
    /** Resolves `ms` after the lift (and two frames on, so the last frames are reported). */
    afterLift: (ms) =>
      until(() => rec.lift !== null && performance.now() > rec.lift + ms, ms + PAGE_WAIT).then(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
    /**
     * From the tap made at `ts` to the paint that showed its answer: the longest Event Timing entry
     * of its interaction (press and release), 16 when under the API's 16 ms floor; and the longest
     * animation frame that overlaps the `ms` after the lift, with its scripts.
     */
    feel: (ts, ms) => {
      const click = rec.events.find((e) => e.name === 'click' && Math.abs(e.startTime - ts) < 2);
      const interaction = click ? rec.events.filter((e) => e.interactionId === click.interactionId) : [];
      const frames = rec.frames.filter(
        (f) => f.startTime < rec.lift + ms && f.startTime + f.duration > rec.lift,
      );
      const longest = frames.reduce((a, b) => (b.duration > a.duration ? b : a), { duration: 0 });
      return {
        tapToPaint: click ? Math.max(...interaction.map((e) => e.duration)) : 16,
        longestFrame: Math.round(longest.duration),
        ...(longest.startTime !== undefined
          ? {
              longestFrameAt: Math.round(longest.startTime - rec.lift),
              // Its tasks (events, timers, scripts), then its rendering: style and layout, paint.
              longestFrameParts: {
                tasks: Math.round(longest.renderStart - longest.startTime),
                rendering: Math.round(longest.startTime + longest.duration - longest.renderStart),
              },
              longestFrameScripts: longest.scripts,
            }
          : {}),
        longFrames: frames.length,
      };
    },
    timing: () => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name));
      return {
        lift: rec.lift,
        shown: rec.shown,
        hydrated: rec.hydrated,
        atLift: rec.atLift && { ...rec.atLift, fontsAfter: rec.fontsAfterLift },
        scripts:
          scripts.length === 0
            ? null
            : {
                first: Math.round(Math.min(...scripts.map((entry) => entry.startTime))),
                last: Math.round(Math.max(...scripts.map((entry) => entry.responseEnd))),
              },
      };
    },
  };
  Object.defineProperty(window, '__inertBench', { value: rec });
  document.fonts.addEventListener('loadingdone', (event) => {
    if (rec.atLift) rec.fontsAfterLift += event.fontfaces.length;
  });

  // What the visitor feels after the lift: how long from a tap to the frame that shows its answer
  // (Event Timing, as Interaction to Next Paint reads it), and every frame the main thread held
  // past 50 ms (Long Animation Frames), with the scripts that held it.
  const keep = (into, type, pick, options = {}) =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) into.push(pick(entry));
    }).observe({ type, buffered: true, ...options });
  keep(
    rec.events,
    'event',
    ({ name, interactionId, startTime, duration }) => ({ name, interactionId, startTime, duration }),
    { durationThreshold: 16 },
  );
  keep(rec.frames, 'long-animation-frame', ({ startTime, duration, renderStart, scripts }) => ({
    startTime,
    duration,
    renderStart,
    scripts: [...scripts]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((script) => ({
        duration: Math.round(script.duration),
        invoker: script.invoker,
        source: `${script.sourceURL.replace(/^.*\//, '')}:${script.sourceFunctionName}`,
      })),
  }));

  // Each frame (and every 20 ms: a page that does not change may not be drawn) until all three are
  // known. The lift: the end of the overlay's animation (its fade, by CSS at LOADING_MS,
  // lib/constants.ts, scripts or none: components/layout/LoadingOverlay) on the document's
  // timeline, the clock of performance.now(), known once the fade has begun. Then the control,
  // found and scrolled to now that the styles say which buttons show. The hydration: React's props
  // on the Menu button, reported beside the lift (a tap at the lift needs none of it).
  const poll = () => {
    if (rec.lift === null) {
      const animation = overlay()?.getAnimations()[0];
      const timing = animation?.effect?.getComputedTiming();
      const fading = timing && Number(timing.localTime) >= Number(timing.delay);
      if (animation && animation.startTime !== null && fading && typeof timing.endTime === 'number') {
        rec.lift = Number(animation.startTime) + timing.endTime;
        const inView = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect();
          return (
            box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
          );
        });
        rec.atLift = {
          fonts: document.fonts.status === 'loaded',
          pictures: inView.length,
          picturesComplete: inView.filter((image) => image.complete && image.naturalWidth > 0).length,
          hydrated: rec.hydrated !== null,
        };
      }
    }
    if (rec.lift !== null && !rec.control) {
      const control = [...document.querySelectorAll(`${within} button`)].find(matches);
      if (control) {
        // Clear of the sticky header, and not for the header's own (scrolling would restyle it).
        const box = control.getBoundingClientRect();
        if (!control.closest('header') && (box.top < 120 || box.bottom > innerHeight - 20))
          control.scrollIntoView({ block: 'center', behavior: 'instant' });
        rec.control = control;
        rec.shown = performance.now();
      }
    }
    if (rec.hydrated === null) {
      const button = menuButton();
      if (button && Object.keys(button).some((key) => key.startsWith('__reactProps$')))
        rec.hydrated = performance.now();
    }
    return rec.lift !== null && rec.control && rec.hydrated !== null;
  };
  const everyFrame = () => {
    if (!poll()) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  const timer = setInterval(() => {
    if (poll()) clearInterval(timer);
  }, 20);

  /** The dialog opened now: credit the click whose dispatch (or default action) opened it. */
  const opened = (click) => {
    if (click && click.opened === null) click.opened = performance.now();
  };
  // A <dialog> opens by getting its `open` attribute. In a click's own dispatch (React's handler,
  // and the microtasks after it, where it renders and calls showModal()) window.event is the click.
  new MutationObserver((records) => {
    if (records.some((r) => r.target instanceof HTMLDialogElement && r.target.open))
      opened(byEvent.get(window.event));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  // An invoker command (`commandfor`) or popover invoker (`popovertarget`) fires its event in the
  // click's default action, right after the dispatch: it is the latest click's.
  const invoked = (event) => {
    if (event.source && rec.control?.contains(event.source)) opened(rec.clicks.at(-1));
  };
  document.addEventListener('command', invoked, true);
  document.addEventListener('beforetoggle', (event) => event.newState === 'open' && invoked(event), true);
  // First listener of every click (capture, on window, registered before the page's own).
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      const click = {
        // When the visitor tapped (the input's own time stamp), and when the page got to it.
        ts: event.timeStamp,
        at: performance.now(),
        // When its task, default action included, was over (the next task ran): known dead then.
        end: null,
        opened: null,
        openBefore: anyOpen(),
        onControl: Boolean(rec.control && target && rec.control.contains(target)),
        onOverlay: Boolean(target?.closest('[data-testid="loading-overlay"]')),
        // A miss where nothing reacts to a tap (the page itself) is one more dead tap; a miss on
        // another control could act (follow a link), which the bench must not allow.
        onOtherControl: Boolean(
          target?.closest('a, button, input, select, textarea, label, summary, [role], [tabindex]') &&
          !rec.control?.contains(target),
        ),
        x: event.clientX,
        y: event.clientY,
        controlBox: rec.control ? JSON.stringify(rec.control.getBoundingClientRect()) : null,
        target: target ? target.outerHTML.slice(0, 160) : String(event.target),
      };
      rec.clicks.push(click);
      byEvent.set(event, click);
      setTimeout(() => {
        click.end = performance.now();
      });
      // Taps made after a dialog opened are not measured; they must not act either (follow a link
      // of the menu, close the dialog): the count ends at the first tap that works.
      if (click.openBefore) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
}

function bytesPerSecond(kbps) {
  return Math.floor((kbps * 1024) / 8);
}

/** The CSS selector of the landmark a control is looked for in. */
const LANDMARKS = { banner: 'header', contentinfo: 'footer', main: 'main' };

/**
 * One page load: `route` at `profile`, tapping `control` from the lift until it works, then watching
 * the page's frames until 3 s after the lift. `trace`: a file to write the load's Chrome trace to
 * (DevTools' Performance panel opens it), to find what runs when. `hydrates`: false for a page with
 * no script (the first tap's floor). `timed`: false to stop once a tap has worked (npm test's check),
 * with no wait for the hydration and no frames watched.
 * @returns {Promise<{ route: string, control: string, profile: string, lift: number, hydrated: number | null,
 *   window: number | null, firstTap: number | null, response: number | null, taps: number,
 *   lateOpenings: number, scripts: { first: number, last: number } | null,
 *   atLift: { fonts: boolean, pictures: number, picturesComplete: number, hydrated: boolean, fontsAfter: number } | null,
 *   tapToPaint?: number, longestFrame?: number, longFrames?: number }>}
 */
export async function measureInert(
  browser,
  { origin, route, control, profile, trace, hydrates = true, timed = true },
) {
  const spec = CONTROLS[control];
  const network = PROFILES[profile];
  if (!spec || !network) throw new Error(`Unknown control ${control} or profile ${profile}`);
  const where = `${route} (${spec.label}, ${network.label})`;
  const context = await browser.newContext(viewports[spec.viewport]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** Runs `expression` in the page (awaiting a promise it returns) and returns its value. */
    const evaluate = async (expression) => {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails)
        throw new Error(`${where}: ${exceptionDetails.exception?.description ?? expression}`);
      return result.value;
    };
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.rttMs,
      downloadThroughput: bytesPerSecond(network.downKbps),
      uploadThroughput: bytesPerSecond(network.upKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrument, {
      within: LANDMARKS[spec.within] ?? spec.within,
      name: spec.name,
      exact: Boolean(spec.exact),
    });
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    await page.goto(origin + route, { waitUntil: 'commit' });

    const ready = await evaluate(`window.__inertBench.ready(${PAGE_TIMEOUT_MS})`);
    if (!ready) throw new Error(`${where}: the page did not paint, or has no such button`);
    let { x, y } = ready;
    // Where it is, asked in the background: the next tap goes where the page last said (fonts and
    // hydration move things), without waiting for a busy main thread to answer.
    let refreshing = null;
    const refresh = () => {
      refreshing ??= evaluate('window.__inertBench.centre()').then((centre) => {
        if (centre) ({ x, y } = centre);
        refreshing = null;
      });
      return refreshing;
    };
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    // The first tap at the lift (or when the control came, if later), by the clock, not when the page
    // says so: a finger does not wait for a busy main thread (performance.timeOrigin is on the
    // machine's clock, as Date.now() here).
    await sleep(ready.tapAt - 200 - Date.now());
    refresh();
    await sleep(ready.tapAt - Date.now());

    /**
     * A tap at x, y, stamped with the time it is made: a press and release of the mouse, at the phone
     * viewport too (the click it makes is what opens a dialog, by React's handler or an invoker
     * command). Chrome answers a mouse event once the page's main thread has handled it, so awaiting
     * the tap keeps one in flight, as a finger that taps again while the page is frozen: that tap
     * waits, and counts if it works once the page gets to it. Touch events are answered before the
     * page handles them, and a stream of them would keep the main thread busy with hit tests.
     */
    const tap = () =>
      Promise.all(
        ['mousePressed', 'mouseReleased'].map((type) =>
          cdp.send('Input.dispatchMouseEvent', {
            type,
            x,
            y,
            button: 'left',
            clickCount: 1,
            timestamp: Date.now() / 1000,
          }),
        ),
      );
    let done = false;
    const tapping = (async () => {
      while (!done && Date.now() - ready.tapAt < GIVE_UP_MS) {
        const at = Date.now();
        await tap();
        refresh();
        await sleep(at + RETRY_MS - Date.now());
      }
    })();
    let outcome;
    try {
      outcome = await evaluate(`window.__inertBench.firstWorking(${GIVE_UP_MS})`);
    } finally {
      done = true;
      await Promise.all([tapping, refreshing]);
    }
    const { taps, lateOpenings } = outcome;
    // A tap off the control: on the overlay (a main thread busy since before the lift had not yet
    // taken the loading screen away when it hit-tested the tap), or beside it as the page moved (the
    // font swapped in): for the visitor, a dead tap. On another control: a bench error.
    const stray = taps.find((t) => !t.openBefore && t.onOtherControl);
    if (stray)
      throw new Error(
        `${where}: a tap at ${stray.x}, ${stray.y} landed on ${stray.target} (the control: ${stray.controlBox})`,
      );
    const misses = taps.filter((t) => !t.onControl && !t.openBefore).length;

    // The hydration figure comes from the Menu load: wait for it there, even when the tap worked
    // before it (a declarative dialog). A page without scripts (the first tap's floor) has none.
    if (timed && control === 'menu' && hydrates)
      await evaluate(`window.__inertBench.hydration(${HYDRATION_WAIT_MS})`);
    const { lift, shown, hydrated, scripts, atLift } = await evaluate('window.__inertBench.timing()');
    // Taps start at the lift, or when the control came if later: before that there was none to tap.
    const start = Math.max(lift, shown);
    const works = taps.find((t) => t.works);
    if (timed) await evaluate(`window.__inertBench.afterLift(${FEEL_MS})`);
    const feel = timed && works ? await evaluate(`window.__inertBench.feel(${works.ts}, ${FEEL_MS})`) : {};
    if (trace) await browser.stopTracing();
    return {
      route,
      control,
      profile,
      lift: Math.round(lift),
      hydrated: hydrated === null ? null : Math.round(hydrated),
      ...(shown > lift ? { shown: Math.round(shown) } : {}),
      window: inertWindow(start, taps),
      firstTap: taps[0] ? Math.round(taps[0].ts - start) : null,
      response: works && works.opened !== null ? Math.round(works.opened - works.ts) : null,
      taps: taps.length,
      ...(misses > 0 ? { misses } : {}),
      lateOpenings,
      scripts,
      atLift,
      ...feel,
    };
  } finally {
    await context.close();
  }
}
