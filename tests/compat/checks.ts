/*
 * What a visitor on an older engine must see, checked the same way in each (./engines.ts): every
 * expression below runs in the page, so it is plain JavaScript every engine of the line reads, and
 * each step clicks with the engine's own input. A check returns nothing when it holds and throws
 * with what it saw when it does not.
 */
import { contactFormText } from '@/content/contact';
import { LOADING_SCREEN_ID } from '@/components/layout/LoadingOverlay/lift';
import type { Tab } from './engines';

/** Page-side helpers, defined in each evaluation (no script of the page's is needed, none is touched). */
const HELPERS = `
  var shown = function (el) { return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  var all = function (selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); };
  var visible = function (selector) { return all(selector).filter(shown); };
  var text = function (el) { return (el.innerText || el.textContent || '').replace(/\\s+/g, ' ').trim(); };
  var digits = function (s) { return Number(s.replace(/[০-৯]/g, function (d) { return '০১২৩৪৫৬৭৮৯'.indexOf(d); }).replace(/[^0-9]/g, '')); };
`;

/** Runs `body` (statements ending in a `return`) with the helpers in scope. */
export function inPage<T>(tab: Tab, body: string): Promise<T> {
  return tab.evaluate<T>(`(function () { ${HELPERS} ${body} })()`);
}

/** Polls `body` until it returns true, for at most `ms`: a state to reach, never a sleep. */
export async function until(tab: Tab, body: string, what: string, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await inPage<boolean>(tab, body)) return;
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first visible element of `selectors` (a list, tried in order), as a unique selector a click can use. */
async function mark(tab: Tab, selectors: string, name: string): Promise<string> {
  const found = await inPage<boolean>(
    tab,
    `var el = visible(${JSON.stringify(selectors)})[0]; if (!el) return false; el.setAttribute('data-compat', ${JSON.stringify(name)}); window.__compatAt = ''; return true;`,
  );
  if (!found) throw new Error(`nothing visible: ${selectors}`);
  return `[data-compat="${name}"]`;
}

/**
 * Clicks the first visible element of `selectors`, once it is at rest: brought into view, no
 * transition or animation running on it or around it (the header eases to its scrolled size, a
 * dialog rises), and in the same place on three looks 100 ms apart, as a finger waits for what it
 * aims at.
 */
export async function tap(tab: Tab, selectors: string, name: string): Promise<void> {
  const selector = await mark(tab, selectors, name);
  await inPage(tab, `window.__compatStill = 0; return 0;`);
  await until(
    tab,
    `var el = document.querySelector(${JSON.stringify(selector)}); el.scrollIntoView({ block: 'center' });
     for (var a = el; a; a = a.parentElement)
       if (a.getAnimations && a.getAnimations().some(function (x) { return x.playState === 'running'; })) { window.__compatStill = 0; return false; }
     var r = el.getBoundingClientRect(); var at = [r.left, r.top, r.width, r.height].map(Math.round).join();
     window.__compatStill = window.__compatAt === at ? window.__compatStill + 1 : 0; window.__compatAt = at;
     return window.__compatStill >= 2;`,
    `${selectors} at rest`,
  );
  await tab.click(selector);
  await inPage(
    tab,
    `all('[data-compat]').forEach(function (el) { el.removeAttribute('data-compat'); }); return 0;`,
  );
}

/**
 * The loading screen lifts (by CSS, 2000 ms in its stylesheet): until then it takes every tap. Its animation is
 * run to its end rather than waited for (2.3 s on each of a hundred loads): what is checked is that
 * it ends hidden in this engine.
 */
export async function lifted(tab: Tab): Promise<void> {
  await inPage(
    tab,
    `var screen = document.getElementById(${JSON.stringify(LOADING_SCREEN_ID)});
     if (screen && screen.getAnimations) screen.getAnimations().forEach(function (a) { a.finish(); });
     return 0;`,
  );
  await until(
    tab,
    `return !shown(document.getElementById(${JSON.stringify(LOADING_SCREEN_ID)}));`,
    'the loading screen lifted',
  );
}

/**
 * Every page: laid out for the phone, and Bengali drawn in its web font (no system font has it here).
 * With JavaScript, once the script has adopted the page (the header knows the scroll: HeaderFrame),
 * so that no tap lands as the header turns from the page's top bar into the fixed one.
 */
export async function everyPage(tab: Tab, path: string, javaScript: boolean): Promise<void> {
  await lifted(tab);
  if (javaScript)
    await until(
      tab,
      `return !!document.querySelector('header[data-scrolled]');`,
      'the script adopted the page',
    );
  const width = await inPage<number[]>(tab, 'return [document.documentElement.scrollWidth, innerWidth];');
  if ((width[0] ?? 0) > (width[1] ?? 0) + 1)
    throw new Error(`wider than the screen: ${width.join(' > ')} px`);
  if (path.startsWith('/bn/')) {
    await until(
      tab,
      `var faces = []; var it = document.fonts.values(); for (var f = it.next(); !f.done; f = it.next()) if (/bengali/i.test(f.value.family) && f.value.status === 'loaded') faces.push(f.value);
       return faces.length > 0;`,
      'the Bengali web font loaded and used by the heading',
    );
  }
}

interface ListState {
  counts: string[];
  cards: number;
  empty: boolean;
  pages: string[];
  firstCard: string;
}

const LIST_STATE = `
  var cards = all('[data-list-results] ul[data-views] > li').filter(shown);
  return {
    counts: visible('[data-list-results] p[aria-live] > span').map(text),
    cards: cards.length,
    empty: visible('[data-list-results] > [data-views] > p').length > 0,
    pages: visible('[data-list-results] p[aria-live] ~ p > span').map(text),
    firstCard: cards[0] ? text(cards[0]).slice(0, 60) : '',
  };`;

function listState(tab: Tab): Promise<ListState> {
  return inPage<ListState>(tab, LIST_STATE);
}

/** One count line, and as many cards as it says (or a full page of a paged list). */
function expectConsistent(state: ListState, step: string) {
  if (state.counts.length !== 1)
    throw new Error(`${step}: ${state.counts.length} count lines: ${state.counts.join(' | ')}`);
  const count = digitsOf(state.counts[0] ?? '');
  const paged = state.pages.length > 0;
  if (state.pages.length > 1)
    throw new Error(`${step}: ${state.pages.length} page lines: ${state.pages.join(' | ')}`);
  if (paged ? state.cards === 0 || state.cards > count : state.cards !== count)
    throw new Error(`${step}: ${state.cards} cards shown for "${state.counts[0]}"`);
  if (state.empty !== (count === 0))
    throw new Error(
      `${step}: the empty message ${state.empty ? 'shown' : 'hidden'} for "${state.counts[0]}"`,
    );
}

function digitsOf(s: string): number {
  return Number(s.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))).replace(/[^0-9]/g, ''));
}

/** A chip of the list's filter: on a phone in its dropdown, opened first. */
async function chooseCategory(tab: Tab, index: number) {
  // Opened unless it still is: without script a choice leaves it open (DocumentListeners closes it).
  const dropdown = await inPage<boolean>(
    tab,
    `var summary = document.querySelector('[data-list-results] summary'); return shown(summary) && !summary.parentNode.open;`,
  );
  if (dropdown) await tap(tab, '[data-list-results] summary', 'summary');
  await tap(tab, `[data-list-results] [role=radiogroup] > label:nth-of-type(${index + 1})`, 'chip');
}

/** Whether the engine has `:has()`, which the views rule needs (lib/list-views.ts). */
function hasHas(tab: Tab): Promise<boolean> {
  return inPage<boolean>(tab, `return !!(window.CSS && CSS.supports('selector(:has(a))'));`);
}

/** Where `:has()` is missing, no control of the views shows: they could change nothing there. */
async function noControls(tab: Tab, scope: string, step: string) {
  const shownControls = await inPage<number>(
    tab,
    `return visible(${JSON.stringify(`${scope} [data-views-control]`)}).length;`,
  );
  if (shownControls > 0) throw new Error(`${step}: ${shownControls} controls shown without :has()`);
}

/**
 * A filtered list: its state as the HTML sets it, then each of the first categories chosen in turn;
 * a paged list's second page. Without `:has()`, its plain state: every item under All's count line,
 * no page line, no filter, no pager.
 */
export async function filteredList(tab: Tab, categories = 3): Promise<string> {
  const first = await listState(tab);
  expectConsistent(first, 'at first');
  if (!(await hasHas(tab))) {
    if (first.pages.length > 0) throw new Error(`without :has(): a page line, ${first.pages.join(' | ')}`);
    await noControls(tab, '[data-list]', 'without :has()');
    return `no :has(): every item, ${first.counts[0]}, no filter or pager`;
  }
  const seen: string[] = [];
  for (let i = 1; i <= categories; i++) {
    await chooseCategory(tab, i);
    const state = await listState(tab);
    expectConsistent(state, `category ${i}`);
    seen.push(state.counts[0] ?? '');
  }
  await chooseCategory(tab, 0);
  const again = await listState(tab);
  expectConsistent(again, 'All again');
  if (again.pages.length === 1) {
    await tap(tab, '[data-list-results] nav [role=radiogroup] > label:nth-of-type(2)', 'page');
    const second = await listState(tab);
    expectConsistent(second, 'page 2');
    if (second.firstCard === again.firstCard || !/2/.test(second.pages[0]?.replace(/২/g, '2') ?? ''))
      throw new Error(`page 2 shows ${second.pages[0]}, first card "${second.firstCard}"`);
    seen.push(second.pages[0] ?? '');
  }
  return seen.join(' · ');
}

/** The labels of a track's slides shown. */
function shownSlides(tab: Tab, track: string): Promise<string[]> {
  return inPage<string[]>(
    tab,
    `return visible(${JSON.stringify(`#${track}-slides [aria-roledescription]`)}).map(function (s) { return s.getAttribute('aria-label'); });`,
  );
}

/**
 * The home hero: one slide at a time, the next one after a tap on Next; without `:has()`, the first
 * and no controls. Either way a later slide's backdrop, a CSS background (image-set() where the
 * engine has it), computes to a picture, not to none.
 */
export async function heroSlides(tab: Tab): Promise<string> {
  const before = await shownSlides(tab, 'hero');
  if (before.length !== 1) throw new Error(`${before.length} hero slides shown: ${before.join(' | ')}`);
  const picture = await inPage<string>(
    tab,
    `var b = document.querySelector('#hero [data-views="2"] > [style]'); return b ? getComputedStyle(b).backgroundImage : 'no backdrop';`,
  );
  if (!/url\(/.test(picture)) throw new Error(`slide 2's backdrop draws ${picture.slice(0, 60)}`);
  if (!(await hasHas(tab))) {
    await noControls(tab, '#hero', 'the hero');
    return `no :has(): ${before[0]}, no controls`;
  }
  await tap(tab, '#hero label[for="hero-slide-2"][title]', 'next');
  const after = await shownSlides(tab, 'hero');
  if (after.length !== 1 || after[0] === before[0]) throw new Error(`after Next: ${after.join(' | ')}`);
  return `${before[0]} → ${after[0]}`;
}

/** A project's gallery: one picture, another after a tap on Next; without `:has()`, every picture, one under another. */
export async function gallerySlides(tab: Tab): Promise<string> {
  const track = await inPage<string>(
    tab,
    `var g = document.querySelector('[id^="gallery-"][role=region]'); return g ? g.id : '';`,
  );
  if (!track) return 'one picture, no gallery';
  const count = await inPage<number>(
    tab,
    `return all(${JSON.stringify(`#${track}-slides [aria-roledescription]`)}).length;`,
  );
  const before = await shownSlides(tab, track);
  if (!(await hasHas(tab))) {
    if (before.length !== count)
      throw new Error(`without :has(): ${before.length} of ${count} pictures shown`);
    await noControls(tab, `#${track}`, 'the gallery');
    const stacked = await inPage<boolean>(
      tab,
      `var s = visible(${JSON.stringify(`#${track}-slides [aria-roledescription]`)}).map(function (el) { return el.getBoundingClientRect(); });
       return s.every(function (r, i) { return r.height > 100 && (i === 0 || r.top >= s[i - 1].bottom); });`,
    );
    if (!stacked) throw new Error('without :has(): the pictures overlap');
    return `no :has(): all ${count} pictures, one under another`;
  }
  if (before.length !== 1) throw new Error(`${before.length} of ${count} pictures shown`);
  await tap(tab, `#${track} label[for="${track}-slide-2"][title]`, 'next');
  // The pictures cross-fade (its module's transition): the state is the one at the fade's end.
  const selector = JSON.stringify(`#${track}-slides [aria-roledescription]`);
  try {
    await until(
      tab,
      `var s = visible(${selector}); return s.length === 1 && s[0].getAttribute('aria-label') !== ${JSON.stringify(before[0])};`,
      'one other picture shown after Next',
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}: ${(await shownSlides(tab, track)).join(' | ')}`);
  }
  return `${before[0]} → ${(await shownSlides(tab, track))[0]}`;
}

const OPENERS = (id: string) => `button[commandfor="${id}"], a[data-opens-dialog="${id}"]`;
const CLOSERS = (id: string) => `#${id} button[commandfor="${id}"], #${id} a[data-closes-dialog="${id}"]`;

/** A dialog opened by its control (whichever form the engine shows), seen, then closed. */
export async function dialogOpensAndCloses(tab: Tab, id: string, fullScreen = false): Promise<string> {
  const form = await inPage<string>(
    tab,
    `var el = visible(${JSON.stringify(OPENERS(id))})[0]; return el ? el.tagName.toLowerCase() : 'none';`,
  );
  await tap(tab, OPENERS(id), 'opener');
  // Polled, since it rises into place (dialogIn) and the box is checked where it comes to rest.
  const box = `var d = document.getElementById(${JSON.stringify(id)}); var r = d.getBoundingClientRect();
     var b = [r.left, r.top, r.width, r.height, innerWidth, innerHeight];`;
  const fits = fullScreen
    ? 'b[0] <= 0.5 && b[1] <= 0.5 && b[2] >= b[4] - 1 && b[3] >= b[5] - 1'
    : 'b[2] >= 200 && b[1] >= 0 && b[1] <= b[5] / 2';
  try {
    await until(
      tab,
      `${box} return shown(d) && ${fits};`,
      `#${id} shown ${fullScreen ? 'full screen' : 'as a modal'}`,
      4_000,
    );
  } catch (error) {
    const seen = await inPage<number[]>(tab, `${box} return b;`);
    throw new Error(
      `${(error as Error).message}: at ${seen.slice(0, 4).map(Math.round).join(',')} in ${seen[4]}×${seen[5]}`,
    );
  }
  const [, , width = 0, height = 0] = await inPage<number[]>(tab, `${box} return b;`);
  await tap(tab, CLOSERS(id), 'closer');
  await until(tab, `return !shown(document.getElementById(${JSON.stringify(id)}));`, `#${id} closed`);
  return `${form}, ${Math.round(width)}×${Math.round(height)}`;
}

/**
 * A card's details (a service's Learn More, a machine's, a licence): the first card's modal opened and
 * closed by its button; where neither script nor invoker commands could open it, no button, and
 * every card's details in the page instead (public/details-without-script.css), one under another.
 */
export async function cardDetails(tab: Tab, javaScript: boolean): Promise<string> {
  const opener = await inPage<string>(
    tab,
    `var b = visible('main button[command=show-modal]')[0]; return b ? b.getAttribute('commandfor') : '';`,
  );
  if (opener) return dialogOpensAndCloses(tab, opener);
  const invokers = await inPage<boolean>(tab, `return 'commandForElement' in HTMLButtonElement.prototype;`);
  if (javaScript || invokers) throw new Error("no button opens a card's details");
  const shown = await inPage<{ all: number; inPage: number }>(
    tab,
    `var d = all('main dialog'); var rects = d.filter(shown).map(function (el) { return el.getBoundingClientRect(); });
     var inPage = rects.filter(function (r, i) { return r.height > 100 && (i === 0 || r.top >= rects[i - 1].bottom); }).length;
     return { all: d.length, inPage: inPage };`,
  );
  if (shown.all === 0 || shown.inPage !== shown.all)
    throw new Error(`no script: ${shown.inPage} of ${shown.all} cards' details shown in the page`);
  return `no script: all ${shown.all} details in the page`;
}

/** The contact form sent empty: the specification's messages under its fields. */
export async function contactErrors(tab: Tab, locale: 'en' | 'bn'): Promise<string> {
  const { validation } = contactFormText[locale];
  const expected = [validation.nameRequired, validation.emailRequired, validation.messageRequired];
  await until(tab, `return !!document.querySelector('form button[type=submit]');`, 'the form');
  await tap(tab, 'form button[type=submit]', 'send');
  await until(
    tab,
    `var t = text(document.querySelector('form')); return ${JSON.stringify(expected)}.every(function (m) { return t.indexOf(m) >= 0; });`,
    `the form's messages: ${expected.join(', ')}`,
  );
  return expected.length + ' messages';
}

/** Without JavaScript: the header never stays transparent over the light content below the hero. */
export async function headerReadable(tab: Tab): Promise<string> {
  await inPage(tab, 'window.scrollTo(0, 1200); return 0;');
  await until(
    tab,
    `var h = document.querySelector('header'); var r = h.getBoundingClientRect();
     var bg = getComputedStyle(h).backgroundColor.match(/[\\d.]+/g) || [];
     return r.bottom <= 0 || (bg.length === 3 || Number(bg[3]) > 0.8);`,
    'the header scrolled away or opaque',
  );
  return 'ok';
}
