import { renderToStaticMarkup } from 'react-dom/server';
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
});
