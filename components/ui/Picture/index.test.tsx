import { render } from '@testing-library/react';
import { Picture } from '.';

describe('Picture', () => {
  it('offers AVIF first and keeps WebP in the <img> for browsers without it', () => {
    const { container } = render(<Picture image="services/piling.jpg" alt="Piling" sizes="100vw" />);
    const [avif, ...others] = container.querySelectorAll('source');
    expect(others).toHaveLength(0);
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif?.getAttribute('srcset')).toBe(
      '/img/services/piling-400.avif 400w, /img/services/piling-800.avif 800w, /img/services/piling-1200.avif 1200w',
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/img/services/piling-800.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('caps both formats on phones at phoneMaxWidth, ahead of the wider sources', () => {
    const { container } = render(
      <Picture image="hero/building-bangladesh.jpg" alt="" sizes="100vw" phoneMaxWidth={960} priority />,
    );
    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('type'),
      source.getAttribute('srcset')?.split(', ').at(-1),
    ]);
    expect(sources).toEqual([
      ['(max-width: 640px)', 'image/avif', '/img/hero/building-bangladesh-960.avif 960w'],
      ['(max-width: 640px)', null, '/img/hero/building-bangladesh-960.webp 960w'],
      [null, 'image/avif', '/img/hero/building-bangladesh-1920.avif 1920w'],
    ]);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
