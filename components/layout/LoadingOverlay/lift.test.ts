import { LOADING_MS, LOADING_SCREEN_ID, afterLoadingScreen, holdForScriptsScript, liftScreen } from './lift';

/** The screen's fade as the Web Animations API shows it: `currentTime` ms since the first paint. */
function fakeFade(currentTime: number | null, delay: number) {
  const timing = { delay };
  const animation = {
    currentTime,
    effect: {
      getTiming: () => ({ ...timing }),
      updateTiming: jest.fn((change: { delay: number }) => Object.assign(timing, change)),
    },
  };
  const screen = { getAnimations: () => [animation] } as unknown as Element;
  return { screen, animation, delay: () => timing.delay, updateTiming: animation.effect.updateTiming };
}

describe('the inline script after the loading screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Runs the script as the browser does: its text alone, with nothing of this module in scope. */
  function runScript(screen: Element) {
    const byId = jest.spyOn(document, 'getElementById').mockReturnValue(screen as HTMLElement);
    new Function(holdForScriptsScript())();
    expect(byId).toHaveBeenCalledWith(LOADING_SCREEN_ID);
  }

  it('holds the fade back while the page has not hydrated', () => {
    const fade = fakeFade(null, LOADING_MS);
    runScript(fade.screen);
    expect(fade.delay()).toBe(10000);
  });

  it('lifts the screen 5 s after the first paint should the page not hydrate by then', () => {
    const fade = fakeFade(null, LOADING_MS);
    runScript(fade.screen);
    // The script ran 600 ms before the first paint: 5 s after it, the screen has shown 4.4 s.
    fade.animation.currentTime = 4400;
    jest.advanceTimersByTime(5000);
    expect(fade.delay()).toBe(10000);
    fade.animation.currentTime = 5000;
    jest.advanceTimersByTime(600);
    expect(fade.delay()).toBe(5000);
  });

  it('leaves a screen the page has lifted alone', () => {
    const fade = fakeFade(null, LOADING_MS);
    runScript(fade.screen);
    fade.animation.currentTime = 900;
    liftScreen(fade.screen, LOADING_MS);
    expect(fade.delay()).toBe(2000);
    fade.animation.currentTime = 5000;
    jest.advanceTimersByTime(5000);
    expect(fade.delay()).toBe(2000);
  });

  it('leaves the CSS timing alone in a browser without the Web Animations API', () => {
    expect(() => runScript(document.createElement('div'))).not.toThrow();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('liftScreen, once the page has hydrated', () => {
  it('lifts at the spec’s 2000 ms when the page hydrates before they are up', () => {
    const fade = fakeFade(600, 10000);
    liftScreen(fade.screen, LOADING_MS);
    expect(fade.delay()).toBe(2000);
  });

  it('lifts now when the page hydrates after the 2000 ms', () => {
    const fade = fakeFade(3100, 10000);
    liftScreen(fade.screen, LOADING_MS);
    expect(fade.delay()).toBe(3100);
  });

  it('counts the 2000 ms from the first paint when the page hydrates before it', () => {
    const fade = fakeFade(null, 10000);
    liftScreen(fade.screen, LOADING_MS);
    expect(fade.delay()).toBe(2000);
  });

  it('leaves a fade that has started to finish', () => {
    const fade = fakeFade(5100, 5000);
    liftScreen(fade.screen, LOADING_MS);
    expect(fade.updateTiming).not.toHaveBeenCalled();
  });

  it('does nothing without the screen or the Web Animations API', () => {
    expect(() => liftScreen(null, LOADING_MS)).not.toThrow();
    expect(() => liftScreen(document.createElement('div'), LOADING_MS)).not.toThrow();
  });
});

describe('afterLoadingScreen', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('resolves when the screen’s fade has finished, or at once without one', async () => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const screen = document.createElement('div');
    Object.defineProperty(screen, 'getAnimations', { value: () => [{ finished }] });
    const lifted = jest.fn();
    void afterLoadingScreen(screen).then(lifted);
    await settle();
    expect(lifted).not.toHaveBeenCalled();
    finish();
    await settle();
    expect(lifted).toHaveBeenCalled();
    await expect(afterLoadingScreen(null)).resolves.toBeUndefined();
  });

  it('finds the page’s own screen by its id', async () => {
    document.body.innerHTML = `<div id="${LOADING_SCREEN_ID}"></div>`;
    const screen = document.getElementById(LOADING_SCREEN_ID);
    const fade = { finished: Promise.reject(new Error('cancelled')) };
    Object.defineProperty(screen, 'getAnimations', { value: () => [fade] });
    // A cancelled fade (the screen removed) counts as gone too.
    await expect(afterLoadingScreen()).resolves.toBeUndefined();
    document.body.innerHTML = '';
  });
});
