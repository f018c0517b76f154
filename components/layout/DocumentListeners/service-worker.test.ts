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
});
