import type { ComponentPropsWithoutRef } from 'react';
import type { ImagePath } from '@/content/types';
import { imageSources } from '@/lib/images';
import styles from './index.module.css';

export type PictureProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ImagePath;
  alt: string;
  /** The slot's width in CSS, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
};

/**
 * A responsive <img>: WebP variants from scripts/images.ts in `srcset`, intrinsic width and height
 * for a layout-shift-free box, lazy unless `priority`. Server-rendered; no JavaScript.
 *
 * The <picture> wrapper matters: React writes a preload hint for every eager <img> into the page's
 * RSC payload, and Next prefetches that payload for each visible link, so without it every page
 * that links home would download the home hero. React skips images inside <picture>.
 */
export function Picture({ image, alt, sizes, priority = false, ...props }: PictureProps) {
  const { src, srcSet, width, height } = imageSources(image);
  return (
    <picture className={styles.picture}>
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        {...props}
      />
    </picture>
  );
}

/**
 * A high-priority preload of the variant a <Picture> with the same `image` and `sizes` will pick,
 * for the picture that is the page's largest paint. React hoists it into the HTML <head>, so the
 * browser starts on it before the stylesheets and scripts. It is an element rather than
 * ReactDOM.preload(), which would also put it in the RSC payload that other pages prefetch.
 */
export function PicturePreload({ image, sizes }: Pick<PictureProps, 'image' | 'sizes'>) {
  const { src, srcSet } = imageSources(image);
  return (
    <link rel="preload" as="image" href={src} imageSrcSet={srcSet} imageSizes={sizes} fetchPriority="high" />
  );
}
