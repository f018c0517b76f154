import { LOADING_SCREEN_ID, afterLoadingScreen } from './lift';

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
