import { LOADING_SCREEN_ID } from '@/components/layout/LoadingOverlay/lift';

/** A fresh copy of the module: it registers once per page, so each test loads its own. */
function freshKeepPageOffline(): () => void {
  let keep: () => void = () => undefined;
  jest.isolateModules(() => {
    ({ keepPageOffline: keep } = jest.requireActual<typeof import('./service-worker')>('./service-worker'));
  });
  return keep;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    let listeners: Record<string, () => void>;
    let container: { controller: { postMessage: jest.Mock } | null };
    const worker = () => ({ postMessage: jest.fn() });
    let active: ReturnType<typeof worker>;

    beforeEach(() => {
      listeners = {};
      active = worker();
      container = { controller: null };
      Object.defineProperty(navigator, 'serviceWorker', {
        value: Object.assign(container, {
          register,
          ready: Promise.resolve({ active }),
          addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
        }),
        configurable: true,
      });
      // jsdom has no resource timing.
      Object.defineProperty(performance, 'getEntriesByType', {
        value: () => [
          { name: `${location.origin}/_next/static/chunks/app.js` },
          { name: 'https://api.emailjs.com/api/v1.0/email/send' },
        ],
        configurable: true,
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(performance, 'getEntriesByType');
    });

    const kept = {
      type: 'keep',
      urls: [location.href, `${location.origin}/_next/static/chunks/app.js`],
    };

    it("asks it to keep the page and the site's files it loaded, nothing of another site", async () => {
      freshKeepPageOffline()();
      await tick();
      expect(active.postMessage).toHaveBeenCalledTimes(1);
      expect(active.postMessage).toHaveBeenCalledWith(kept);
    });

    it("asks a new build's worker to keep the page again when it takes over, not the first worker as it takes control", async () => {
      freshKeepPageOffline()();
      await tick();
      // The first worker takes control of the page (clients.claim): it was just asked.
      const first = worker();
      container.controller = first;
      listeners.controllerchange?.();
      expect(first.postMessage).not.toHaveBeenCalled();
      // A deploy: the new worker takes over, and has deleted the caches the first one kept the page in.
      const next = worker();
      container.controller = next;
      listeners.controllerchange?.();
      expect(next.postMessage).toHaveBeenCalledWith(kept);
    });
  });
});
