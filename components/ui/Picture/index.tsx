import type { ComponentPropsWithoutRef } from 'react';
import type { ImagePath } from '@/content/types';
import { PHONE_MEDIA, imageSources } from '@/lib/images';
import styles from './index.module.css';

export type PictureProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ImagePath;
  alt: string;
  /** The slot's width in CSS, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  /**
   * On phones (PHONE_MEDIA), no variant wider than this: for a picture as wide as the screen, a
   * phone's third device pixel costs more bytes than it shows.
   */
  phoneMaxWidth?: number;
};

// Only the props a picture has: an unset prop would still be written into React's payload.
const EAGER = { loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const;
const LAZY = { loading: 'lazy', decoding: 'async' } as const;

/**
 * A responsive <img>: AVIF variants from scripts/images.ts for the browsers that take them (a
 * <source> each), WebP in the <img>'s `srcset`, intrinsic width and height
 * for a layout-shift-free box, lazy unless `priority`. Server-rendered; no JavaScript.
 *
 * The <picture> wrapper matters: React writes a preload hint for every eager <img> into the page's
 * RSC payload, and Next prefetches that payload for each visible link, so without it every page
 * that links home would download the home hero. React skips images inside <picture>.
 */
export function Picture({ image, alt, sizes, priority = false, phoneMaxWidth, ...props }: PictureProps) {
  const { src, srcSet, width, height } = imageSources(image);
  return (
    <picture className={styles.picture}>
      {phoneMaxWidth !== undefined && (
        <>
          <source
            media={PHONE_MEDIA}
            type="image/avif"
            srcSet={imageSources(image, phoneMaxWidth, 'avif').srcSet}
            sizes={sizes}
          />
          <source media={PHONE_MEDIA} srcSet={imageSources(image, phoneMaxWidth).srcSet} sizes={sizes} />
        </>
      )}
      <source type="image/avif" srcSet={imageSources(image, Infinity, 'avif').srcSet} sizes={sizes} />
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        {...(priority ? EAGER : LAZY)}
        {...props}
      />
    </picture>
  );
}
