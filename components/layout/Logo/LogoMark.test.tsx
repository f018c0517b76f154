/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { MARK_PATHS } from '@/lib/icons';
import { LogoMark } from './LogoMark';

describe('LogoMark', () => {
  it('draws the building and the arrow inline, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<LogoMark tone="light" size={72} />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 64 64" width="72" height="72" aria-hidden="true"/);
    expect(html).toContain(`d="${MARK_PATHS.body}"`);
    expect(html).toContain(`d="${MARK_PATHS.arrow}"`);
  });
});
