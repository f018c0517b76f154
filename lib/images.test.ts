/** @jest-environment node */
import { imageFolder, imageSources, variantUrl } from './images';

describe('images', () => {
  it('maps a source image to its WebP and AVIF variants', () => {
    expect(variantUrl('services/piling.jpg', 800)).toBe('/img/services/piling-800.webp');
    expect(variantUrl('services/piling.jpg', 800, 'avif')).toBe('/img/services/piling-800.avif');
    expect(imageFolder('team/rahim.png')).toBe('team');
  });

  it('gives srcset, a middle-width fallback and the intrinsic size of the folder preset', () => {
    expect(imageSources('services/piling.jpg')).toEqual({
      src: '/img/services/piling-800.webp',
      srcSet:
        '/img/services/piling-400.webp 400w, /img/services/piling-800.webp 800w, /img/services/piling-1200.webp 1200w',
      width: 1200,
      height: 900,
    });
  });

  it('leaves the variants wider than maxWidth out of the srcset', () => {
    expect(imageSources('hero/building-bangladesh.jpg', 960).srcSet).toBe(
      '/img/hero/building-bangladesh-640.webp 640w, /img/hero/building-bangladesh-960.webp 960w',
    );
    expect(imageSources('hero/building-bangladesh.jpg', 960, 'avif').srcSet).toBe(
      '/img/hero/building-bangladesh-640.avif 640w, /img/hero/building-bangladesh-960.avif 960w',
    );
  });
});
