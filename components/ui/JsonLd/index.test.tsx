import { render } from '@testing-library/react';
import { JsonLd, serializeJsonLd } from '.';

describe('JsonLd', () => {
  it('writes the object as JSON in a script of type application/ld+json', () => {
    const { container } = render(<JsonLd data={{ '@type': 'Thing', name: 'Unnoti & Co' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Thing', name: 'Unnoti & Co' });
  });

  it('escapes "<" so a value cannot close the script or open a comment', () => {
    const hostile = { name: '</script><script>alert(1)</script><!--' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
    const { container } = render(<JsonLd data={hostile} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(container.querySelector('script')?.textContent ?? '')).toEqual(hostile);
  });

  it('writes a list of objects as one JSON array', () => {
    const { container } = render(<JsonLd data={[{ '@type': 'A' }, { '@type': 'B' }]} />);
    expect(JSON.parse(container.querySelector('script')?.textContent ?? '')).toEqual([
      { '@type': 'A' },
      { '@type': 'B' },
    ]);
  });
});
