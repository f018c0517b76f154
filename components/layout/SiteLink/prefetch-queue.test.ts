import { PREFETCH_GAP_MS, prefetchQueue } from './prefetch-queue';

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
