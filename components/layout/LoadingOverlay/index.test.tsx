import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LOADING_MS } from '@/lib/constants';
import { LoadingOverlay } from '.';
import { LOADING_SCREEN_ID } from './lift';

describe('LoadingOverlay', () => {
  it('shows the logo mark and the text ..Loading.., out of the accessibility tree, with no script', () => {
    document.body.innerHTML = renderToStaticMarkup(<LoadingOverlay locale="en" />);
    const overlay = document.getElementById(LOADING_SCREEN_ID);
    expect(overlay).toHaveTextContent('..Loading..');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    // The mark is inline, so it is there with the first paint, without a request.
    expect(overlay?.querySelector('svg path')).toBeInTheDocument();
    expect(overlay?.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('says it is loading in Bangla on a Bangla page', () => {
    document.body.innerHTML = renderToStaticMarkup(<LoadingOverlay locale="bn" />);
    expect(document.getElementById(LOADING_SCREEN_ID)).toHaveTextContent('..লোড হচ্ছে..');
  });

  it('lifts by its CSS animation at LOADING_MS, the spec’s 2000 ms', () => {
    const css = readFileSync(path.join(__dirname, 'index.module.css'), 'utf8');
    const overlay = /\.overlay\s*{[^}]*animation:\s*lift\s+[\d.]+s\s+[\w-]+\s+([\d.]+)(m?s)\s+forwards/.exec(
      css,
    );
    expect(overlay).not.toBeNull();
    const [, delay = '', unit] = overlay ?? [];
    expect(Number(delay) * (unit === 's' ? 1000 : 1)).toBe(LOADING_MS);
    expect(LOADING_MS).toBe(2000);
  });
});
