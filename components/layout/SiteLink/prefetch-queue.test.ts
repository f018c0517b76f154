import { PREFETCH_GAP_MS, afterLoadingScreen, prefetchQueue } from './prefetch-queue';

beforeEach(() => jest.useFakeTimers());

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('prefetchQueue', () => {
  it('waits for the loading screen, then prefetches one route at a time, a gap apart', async () => {
    const prefetch = jest.fn();
    const screen = deferred();
    const queue = prefetchQueue(prefetch, screen.promise);
    queue.add('/services/');
    queue.add('/rent/');
    queue.add('/services/');
    await jest.advanceTimersByTimeAsync(5000);
    expect(prefetch).not.toHaveBeenCalled();

    screen.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(prefetch.mock.calls).toEqual([['/services/']]);
    await jest.advanceTimersByTimeAsync(PREFETCH_GAP_MS - 1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10);
    expect(prefetch.mock.calls).toEqual([['/services/'], ['/rent/']]);
  });

  it('prefetches a route the visitor reaches for at once, and only once', async () => {
    const prefetch = jest.fn();
    const queue = prefetchQueue(prefetch, new Promise(() => {}));
    queue.add('/about/');
    queue.now('/about/');
    queue.now('/about/');
    expect(prefetch.mock.calls).toEqual([['/about/']]);
    queue.add('/about/');
    await jest.advanceTimersByTimeAsync(5000);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('stops when the page goes', async () => {
    const prefetch = jest.fn();
    const queue = prefetchQueue(prefetch, Promise.resolve());
    queue.add('/team/');
    queue.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('afterLoadingScreen', () => {
  it('resolves when the screen’s fade has finished, or at once without one', async () => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const screen = document.createElement('div');
    Object.defineProperty(screen, 'getAnimations', { value: () => [{ finished }] });
    const lifted = jest.fn();
    void afterLoadingScreen(screen).then(lifted);
    await jest.advanceTimersByTimeAsync(0);
    expect(lifted).not.toHaveBeenCalled();
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(lifted).toHaveBeenCalled();
    await expect(afterLoadingScreen(null)).resolves.toBeUndefined();
  });
});
