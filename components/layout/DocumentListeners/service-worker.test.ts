import { SCRIPT_ONLY_ATTRIBUTE } from '@/lib/use-hydrated';
import { SCROLLED_ATTRIBUTE } from '@/components/layout/Header/HeaderFrame';
import { LOADING_SCREEN_ID } from '@/components/layout/LoadingOverlay/lift';
import { DIALOG_OPEN_ATTRIBUTE } from '@/components/ui/Dialog/commands';
import { shownPage } from './service-worker';

/** A fresh copy of the module: it registers once per page, so each test loads its own. */
function freshKeepPageOffline(): () => void {
  let keep: () => void = () => undefined;
  jest.isolateModules(() => {
    ({ keepPageOffline: keep } = jest.requireActual<typeof import('./service-worker')>('./service-worker'));
  });
  return keep;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A stand-in for a ServiceWorker: the messages it is sent. */
const worker = () => ({ postMessage: jest.fn() });

describe('keepPageOffline', () => {
  let register: jest.Mock;
  beforeEach(() => {
    register = jest.fn(() => Promise.resolve({}));
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register, ready: Promise.resolve({ active: null }) },
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('registers no service worker with the data saver on', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    freshKeepPageOffline()();
    await tick();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js for the whole site only once the loading screen has faded, and once', async () => {
    let fadeEnds: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      fadeEnds = resolve;
    });
    const screen = document.createElement('div');
    screen.id = LOADING_SCREEN_ID;
    Object.assign(screen, { getAnimations: () => [{ finished }] });
    document.body.append(screen);

    const keep = freshKeepPageOffline();
    keep();
    await tick();
    expect(register).not.toHaveBeenCalled();

    fadeEnds();
    await tick();
    keep();
    await tick();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  describe('once the worker is active', () => {
    let active: ReturnType<typeof worker>;

    beforeEach(() => {
      active = worker();
      Object.defineProperty(navigator, 'serviceWorker', {
        value: { register, ready: Promise.resolve({ active }), controller: null },
        configurable: true,
      });
      // jsdom has no resource timing.
      Object.defineProperty(performance, 'getEntriesByType', {
        value: () => [
          { name: `${location.origin}/_next/static/chunks/app.js` },
          { name: `${location.origin}/rent/` },
          { name: 'https://api.emailjs.com/api/v1.0/email/send' },
        ],
        configurable: true,
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(performance, 'getEntriesByType');
    });

    it("asks it to keep the page as shown and the site's files it loaded, nothing of another site", async () => {
      document.title = 'About Us';
      freshKeepPageOffline()();
      await tick();
      await tick();
      expect(active.postMessage).toHaveBeenCalledTimes(1);
      expect(active.postMessage).toHaveBeenCalledWith({
        type: 'keep',
        url: location.href,
        html: expect.stringMatching(/^<!DOCTYPE html><html/),
        files: [`${location.origin}/_next/static/chunks/app.js`, `${location.origin}/rent/`],
      });
    });

    it('waits for the page to have its own title (a page reached by a link gets it after its content)', async () => {
      document.title = 'About Us';
      const keep = freshKeepPageOffline();
      keep();
      await tick();
      await tick();
      expect(active.postMessage).toHaveBeenCalledTimes(1);
      // A link to another page: its content first, its title later.
      document.head.replaceChildren();
      keep();
      await tick();
      await tick();
      expect(active.postMessage).toHaveBeenCalledTimes(1);
      document.title = 'Another page';
      await tick();
      await tick();
      expect(active.postMessage).toHaveBeenCalledTimes(2);
      expect(active.postMessage).toHaveBeenLastCalledWith(
        expect.objectContaining({ html: expect.stringContaining('<title>Another page</title>') }),
      );
    });
  });
});

describe('shownPage', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.documentElement.removeAttribute(DIALOG_OPEN_ATTRIBUTE);
  });

  it('is the document without its scripts and what they set, with its <noscript>s in force', () => {
    document.documentElement.setAttribute(DIALOG_OPEN_ATTRIBUTE, '');
    document.head.innerHTML =
      '<title>Rent</title><link rel="stylesheet" href="/_next/static/chunks/a.css">' +
      '<link rel="preload" as="script" href="/_next/static/chunks/b.js"><script src="/_next/static/chunks/b.js"></script>';
    document.body.innerHTML =
      `<header ${SCROLLED_ATTRIBUTE}="true">Unnoti</header><main><h1>Rent</h1>` +
      `<p ${SCRIPT_ONLY_ATTRIBUTE}=""><button>Script only</button></p>` +
      '<dialog id="d" open>Details</dialog><script>self.__next_f.push([1,"x"])</script></main>';
    // As a browser with scripts parses it: the <noscript>'s content is text.
    const noscript = document.createElement('noscript');
    noscript.textContent = '<link rel="stylesheet" href="/details-without-script.css">';
    document.body.append(noscript);

    const html = shownPage();
    expect(html).toMatch(/^<!DOCTYPE html><html/);
    expect(html).toContain('<title>Rent</title>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css">');
    expect(html).toContain('<h1>Rent</h1>');
    expect(html).toContain('<dialog id="d">Details</dialog>');
    expect(html).toContain('<header>Unnoti</header>');
    expect(html).toContain('<link rel="stylesheet" href="/details-without-script.css">');
    expect(html).not.toMatch(/<script|b\.js|noscript|__next_f/);
    expect(html).not.toContain(DIALOG_OPEN_ATTRIBUTE);
    // Controls only the script makes work are left out, as the server's HTML leaves them.
    expect(html).not.toContain('Script only');
    // The page itself is left as it is.
    expect(document.querySelectorAll('script')).toHaveLength(2);
    expect(document.querySelector('dialog')?.open).toBe(true);
  });
});
