import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingOverlay } from '.';
import { LiftWhenHydrated } from './LiftWhenHydrated';
import { LOADING_SCREEN_ID } from './lift';

/** The screen as the server sends it (its inline script is server markup: React never runs one it renders). */
function serverMarkup() {
  document.body.innerHTML = renderToStaticMarkup(<LoadingOverlay />);
  const overlay = document.querySelector<HTMLElement>('[data-testid="loading-overlay"]');
  if (!overlay) throw new Error('no loading screen');
  return overlay;
}

describe('LoadingOverlay', () => {
  it('shows the logo mark and the text ..Loading.. and stays out of the accessibility tree', () => {
    const overlay = serverMarkup();
    expect(overlay).toHaveTextContent('..Loading..');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    // The mark is inline, so it is there with the first paint, without a request.
    expect(overlay.querySelector('svg path')).toBeInTheDocument();
    expect(overlay.querySelector('img')).toBeNull();
  });

  it('is followed by the script that holds it for the page’s scripts', () => {
    const overlay = serverMarkup();
    expect(overlay).toHaveAttribute('id', LOADING_SCREEN_ID);
    expect(overlay.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(overlay.nextElementSibling?.textContent).toContain('updateTiming');
  });

  it('lifts once React has hydrated', () => {
    const updateTiming = jest.fn();
    const fade = { currentTime: 900, effect: { getTiming: () => ({ delay: 10000 }), updateTiming } };
    const overlay = serverMarkup();
    Object.defineProperty(overlay, 'getAnimations', { value: () => [fade] });
    render(<LiftWhenHydrated />);
    // Hydrated 900 ms after the first paint: the screen lifts at the spec's 2000 ms.
    expect(updateTiming).toHaveBeenCalledWith({ delay: 2000 });
  });
});
