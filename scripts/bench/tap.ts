// The tap at the lift: one page load as a first-time visitor on a slow phone, tapping a control (a
// real press and release of the mouse, through the browser's hit-testing) from the moment the loading
// screen lifts, every 50 ms, until a tap opens its dialog: what looks ready must be (issue 33). A
// timed load then watches the page until 3 s after the lift: how long that tap took to paint its
// dialog, and the longest frame (the feel). The page is driven through bare CDP, not Playwright's
// locators: those run Playwright's injected script in the page, seconds of main-thread work at a 4x
// slowdown, which would delay the very hydration being timed (and the first tap with it).
import type { Browser } from '@playwright/test';
import { inertWindow } from './budgets';
import { viewports } from './bytes';
import { pageScript } from './site';

/** At Chrome's 4x CPU slowdown: slow 4G, Lighthouse's mobile simulation; 3G and slow 3G, the issue's. */
export const PROFILES = {
  slow4g: { label: 'slow 4G', rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750 },
  '3g': { label: '3G', rttMs: 300, downKbps: 780, upKbps: 330 },
  slow3g: { label: 'slow 3G', rttMs: 400, downKbps: 400, upKbps: 400 },
};
type Profile = keyof typeof PROFILES;
/** Where the feel is timed, five loads each (issue 26), whose median is its figure: Lighthouse's network. */
export const FEEL_PROFILE: Profile = 'slow4g';
export const CPU_SLOWDOWN = 4;

/**
 * The first button of each kind: its label, the viewport where it shows, the landmark it is in, its
 * accessible name (a pattern, in either language) and its page; when none, every route (404 too).
 * Company Profile shows from 1024 px, in the header Menu's loads cover on every route.
 */
const KINDS: [string, string, 'mobile' | 'desktop', string, string, string?][] = [
  ['menu', 'Menu', 'mobile', 'header', '^(Menu|মেনু)$'],
  ['privacy', 'Privacy Policy', 'mobile', 'footer', '^(Privacy Policy|গোপনীয়তা নীতি)$'],
  ['profile', 'Company Profile', 'desktop', 'header', '^Company Profile$', '/'],
  ['service', 'service Learn More', 'mobile', 'main', '^Learn More about ', '/services/'],
  ['equipment', 'equipment card', 'mobile', 'main', '^View Details of ', '/equipment/'],
  ['rent', 'rent card', 'mobile', 'main', '^View Details of ', '/rent/'],
  ['supply', 'supply card', 'mobile', 'main', '^View Details of ', '/supply/'],
  ['licence', 'licence View', 'mobile', 'main', '^View ', '/licenses/'],
];
export const CONTROLS = Object.fromEntries(
  KINDS.map(([kind, label, viewport, within, name]) => [kind, { label, viewport, within, name }]),
);

export type Job = { route: string; control: string; profile: Profile };
/** Timed for feel: Menu everywhere, each dialog on its page, Privacy Policy (every footer's) on `/`. */
export const timesFeel = (route: string, control: string) => control !== 'privacy' || route === '/';

/** The sweep: per route, each control on it at each network; five at slow 4G where the feel is timed. */
export const sweepPlan = (routes: string[]) =>
  routes.flatMap((route) =>
    KINDS.filter(([, , , , , page]) => page === undefined || page === route).flatMap(([control]) =>
      (Object.keys(PROFILES) as Profile[]).flatMap((profile) => {
        const loads = profile === FEEL_PROFILE && timesFeel(route, control) ? 5 : 1;
        return Array<Job>(loads).fill({ route, control, profile });
      }),
    ),
  );

/** A trusted click: when, when its task was over (dead then, if it had not worked), what it hit. */
type Click = { ts: number; end?: number; opened?: number; openBefore: boolean; onControl: boolean } & Flags;
type Flags = { other?: string; works?: boolean };

/**
 * In the page before its own code, on window.__tap: the lift (the end of the loading screen's fade, on
 * the document's clock, known once the fade has begun); the control, found once the styles say which
 * buttons show and scrolled clear of the sticky header; the header's hydration (React's props on
 * Menu); every trusted click, and whether its own dispatch opened a dialog (React's handler calling
 * showModal(), window.event being that click, or an invoker command in its default action). A dead tap
 * the page acts on later (a replay once the scripts arrive) is no tap working: the visitor saw
 * nothing happen. A tap that waits for a busy main thread and then works is.
 */
function instrument({ within, name }: { within: string; name: string }) {
  const nameOf = (el: Element) =>
    (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const anyOpen = () => Boolean(document.querySelector('dialog[open], :popover-open'));
  const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role=button], [tabindex="0"]';
  /** `test()`'s first truthy value, tried every 10 ms; null after `timeout` ms. */
  const until = <T>(test: () => T, timeout: number, started = performance.now()) =>
    new Promise<T | null>((resolve) => {
      const tick = () => {
        const value = test();
        if (value || performance.now() - started > timeout) resolve(value || null);
        else setTimeout(tick, 10);
      };
      tick();
    });
  type Entry = PerformanceEntry & { interactionId?: number };
  const [events, frames] = [[] as Entry[], [] as Entry[]];
  const observe = (type: string, into: Entry[], durationThreshold?: number) => {
    const options = { type, buffered: true, durationThreshold };
    new PerformanceObserver((list) => into.push(...list.getEntries())).observe(options);
  };
  observe('event', events, 16);
  observe('long-animation-frame', frames);
  const clicks: Click[] = [];
  const byEvent = new WeakMap<Event, Click>();
  let [lift, hydrated, shown] = [null as number | null, null as number | null, 0];
  let button: Element | undefined;
  const centre = () => {
    const box = button?.getBoundingClientRect();
    return box && { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  /** The taps so far up to the first that worked, each with whether it did; null while the last may yet. */
  const scan = () => {
    const taps: Click[] = [];
    for (const click of clicks) {
      const works = click.opened !== undefined && click.onControl && !click.openBefore;
      if (!works && click.end === undefined) return null;
      taps.push({ ...click, works });
      if (works) break;
    }
    return taps;
  };
  Object.defineProperty(window, '__tap', {
    value: {
      centre,
      /** When (epoch ms: the lift, or when the control came) and where to tap first, or what is missing. */
      ready: async () => {
        const tapAt = () => lift !== null && button && performance.timeOrigin + Math.max(lift, shown);
        if (await until(tapAt, 60_000)) return { tapAt: tapAt(), ...centre() };
        return lift === null ? 'no loading screen lifted' : 'no such button';
      },
      /** The taps, once one has worked. A dialog no tap opened (a late reaction to a dead one) is closed. */
      taps: (timeout: number) =>
        until(() => {
          const taps = scan();
          if (taps?.at(-1)?.works) return taps;
          if (taps && anyOpen()) {
            document.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((dialog) => dialog.close());
            document
              .querySelectorAll<HTMLElement>(':popover-open')
              .forEach((popover) => popover.hidePopover());
          }
        }, timeout).then((taps) => taps ?? scan() ?? clicks),
      /**
       * `ms` after the lift (and once the header has hydrated, with `hydration`), two frames on: the
       * times, and the feel of the tap made at `ts` (the longest Event Timing entry of its interaction,
       * as INP reads it; 16 under the API's floor) and the longest frame in those `ms`.
       */
      report: async (ts: number | null, ms: number, hydration: boolean) => {
        await until(() => (!hydration || hydrated !== null) && performance.now() > (lift ?? 0) + ms, 60_000);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const click = events.find((e) => e.name === 'click' && Math.abs(e.startTime - (ts ?? -9)) < 2);
        const interaction = events.filter((e) => e.interactionId === click?.interactionId);
        const tapToPaint = Math.max(16, ...interaction.map((e) => e.duration));
        const during = frames.filter(
          (f) => f.startTime < (lift ?? 0) + ms && f.startTime + f.duration > (lift ?? 0),
        );
        const longestFrame = Math.round(Math.max(0, ...during.map((f) => f.duration)));
        return { lift, shown, hydrated, tapToPaint, longestFrame };
      },
    },
  });

  // Each frame, and every 20 ms (a page that does not change may not be drawn), until all is known.
  const poll = () => {
    const animation = document.querySelector('[data-testid="loading-overlay"]')?.getAnimations()[0];
    const timing = animation?.effect?.getComputedTiming();
    if (lift === null && animation?.startTime != null && Number(timing?.localTime) >= Number(timing?.delay))
      lift = Number(animation.startTime) + Number(timing?.endTime);
    const visible = (el: Element) =>
      new RegExp(name).test(nameOf(el)) && el.checkVisibility({ visibilityProperty: true });
    if (lift !== null && !button) button = [...document.querySelectorAll(`${within} button`)].find(visible);
    const box = !shown && button?.getBoundingClientRect();
    if (box && !button?.closest('header') && (box.top < 120 || box.bottom > innerHeight - 20))
      button?.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (button && !shown) shown = performance.now();
    const menu = [...document.querySelectorAll('header button')].find((el) =>
      /^(Menu|মেনু)$/.test(nameOf(el)),
    );
    if (hydrated === null && Object.keys(menu ?? {}).some((k) => k.startsWith('__reactProps$')))
      hydrated = performance.now();
    return lift !== null && button && hydrated !== null;
  };
  const everyFrame = () => poll() || requestAnimationFrame(everyFrame);
  requestAnimationFrame(everyFrame);
  const timer = setInterval(() => poll() && clearInterval(timer), 20);

  const opened = (click?: Click) => click && (click.opened ??= performance.now());
  new MutationObserver((records) => {
    if (window.event && records.some((r) => r.target instanceof HTMLDialogElement && r.target.open))
      opened(byEvent.get(window.event));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  // An invoker command (`commandfor`, `popovertarget`) fires in the default action of the latest click.
  const invoked = (event: Event & { source?: Element; newState?: string }) =>
    event.newState !== 'closed' && event.source && button?.contains(event.source) && opened(clicks.at(-1));
  document.addEventListener('command', invoked, true);
  document.addEventListener('beforetoggle', invoked, true);
  // The first listener of every click (capture, on window, before the page's own).
  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted) return;
    const target = event.target instanceof Element ? event.target : null;
    const onControl = Boolean(target && button?.contains(target));
    const click: Click = { ts: event.timeStamp, openBefore: anyOpen(), onControl };
    const other = !onControl && target?.closest(INTERACTIVE);
    if (other) click.other = `${other.outerHTML.slice(0, 160)} at ${event.clientX}, ${event.clientY}`;
    clicks.push(click);
    byEvent.set(event, click);
    setTimeout(() => (click.end = performance.now()));
    // Taps after a dialog opened are not measured, and must not act (follow a link of the menu).
    if (click.openBefore) event.preventDefault();
    if (click.openBefore) event.stopImmediatePropagation();
  };
  addEventListener('click', onClick, true);
}

type Times = { lift: number; shown: number; hydrated: number | null };
type Feel = { tapToPaint?: number; longestFrame?: number };
export type Tap = Job & Omit<Times, 'shown'> & Feel & { where: string; window: number | null };

/**
 * One load of `route` at `profile`, tapping `control` from the lift until a tap works (30 s at most:
 * then its window is null, "never"). `timed`: then the feel, 3 s after the lift (with Menu, and once
 * the header has hydrated); else it ends there (npm test's check). `hydrates`: false for a page with
 * no script (the first tap's floor).
 */
export async function measureTap(
  browser: Browser,
  job: Job & { origin: string; timed: boolean; hydrates?: boolean },
): Promise<Tap> {
  const { origin, route, control, profile, timed, hydrates = true } = job;
  const [spec, network] = [CONTROLS[control], PROFILES[profile]];
  if (!spec) throw new Error(`No control ${control}`);
  const where = `${route}: ${spec.label} at ${network.label}`;
  const context = await browser.newContext(viewports[spec.viewport]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** Runs `expression` in the page, awaiting a promise it returns, and returns its value. */
    const evaluate = async <T>(expression: string): Promise<T> => {
      const options = { expression, returnByValue: true, awaitPromise: true };
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', options);
      if (exceptionDetails)
        throw new Error(`${where}: ${exceptionDetails.exception?.description ?? expression}`);
      return result.value as T;
    };
    await cdp.send('Network.enable');
    const { rttMs, downKbps, upKbps } = network;
    const throughput = { downloadThroughput: downKbps * 128, uploadThroughput: upKbps * 128 };
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rttMs, ...throughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: pageScript(instrument, { within: spec.within, name: spec.name }) });
    await page.goto(origin + route, { waitUntil: 'commit' });
    const ready = await evaluate<{ tapAt: number; x: number; y: number } | string>('__tap.ready()');
    if (typeof ready === 'string') throw new Error(`${where}: in 60 s, ${ready}`);
    let { x, y } = ready;
    // Where it is, asked in the background: the next tap goes where the page last said (fonts and
    // hydration move things), without waiting for a busy main thread to answer.
    let refreshing: Promise<void> | null = null;
    const refresh = () =>
      (refreshing ??= evaluate<{ x: number; y: number } | undefined>('__tap.centre()').then((centre) => {
        if (centre) ({ x, y } = centre);
        refreshing = null;
      }));
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    // The first tap at the lift by the clock, not when the page says so: a finger does not wait for a
    // busy main thread (performance.timeOrigin is on the machine's clock, as Date.now() here).
    await sleep(ready.tapAt - 200 - Date.now()).then(refresh);
    await sleep(ready.tapAt - Date.now());
    // Chrome answers a mouse event once the main thread has handled it: awaiting a tap keeps one in
    // flight, as a finger tapping again on a frozen page.
    const mouse = (type: 'mousePressed' | 'mouseReleased') =>
      cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    let done = false;
    const tapping = (async () => {
      for (let at = Date.now(); !done && at - ready.tapAt < 30_000; at = Date.now()) {
        await Promise.all([mouse('mousePressed'), mouse('mouseReleased')]);
        void refresh();
        await sleep(at + 50 - Date.now());
      }
    })();
    const taps = await evaluate<Click[]>('__tap.taps(30000)').finally(() => {
      done = true;
      return Promise.all([tapping, refreshing]);
    });
    const stray = taps.find((t) => !t.openBefore && t.other);
    if (stray) throw new Error(`${where}: a tap landed on ${stray.other}`);
    const works = taps.find((t) => t.works);
    const hydration = timed && control === 'menu' && hydrates;
    const report = `__tap.report(${works?.ts ?? null}, ${timed ? 3000 : 0}, ${hydration})`;
    const { lift, shown, hydrated, ...feel } = await evaluate<Times>(report);
    // The taps start at the lift, or when the control came if later: before, there was none to tap.
    const times = { lift: Math.round(lift), hydrated: hydrated && Math.round(hydrated), where };
    return {
      ...job,
      ...times,
      window: inertWindow(Math.max(lift, shown), taps),
      ...(timed && works ? feel : {}),
    };
  } finally {
    await context.close();
  }
}
