import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { Picture } from '@/components/ui/Picture';
import type { ImagePath } from '@/content/types';
import { PHONE_MEDIA, imageFolder, imageSources, imagePresets, variantUrl } from '@/lib/images';
import styles from './index.module.css';

/** The slides fill the viewport's width; the preload of the first must name the same sizes. */
export const SLIDE_SIZES = '100vw';
/** The widest variant a phone gets (PHONE_MEDIA): 960 px is 2.5 device pixels to a CSS pixel at 390. */
export const PHONE_MAX_WIDTH = 960;

/**
 * A later slide's picture as custom properties holding its variants, which index.module.css turns
 * into a background: a browser fetches a CSS background only once its element is rendered, with or
 * without JavaScript, whereas an <img> loads at once when scripting is off (loading="lazy" then
 * does nothing, by the HTML standard).
 */
function deferredPicture(image: ImagePath): CSSProperties {
  const variants: Record<`--picture-${number}`, string> = {};
  for (const width of imagePresets[imageFolder(image)].widths) {
    variants[`--picture-${width}`] = `url("${variantUrl(image, width)}")`;
  }
  return variants;
}

/** A slide's backdrop picture: the first an eager <img>, the others CSS backgrounds. */
export function HeroPicture({ image, first }: { image: ImagePath; first: boolean }) {
  return first ? (
    <Picture
      image={image}
      alt=""
      sizes={SLIDE_SIZES}
      phoneMaxWidth={PHONE_MAX_WIDTH}
      priority
      className={styles.image}
    />
  ) : (
    <div className={clsx(styles.image, styles.deferredImage)} style={deferredPicture(image)} />
  );
}

/** A preload of a picture's variants (hoisted into <head>) for the screens `media` matches. */
export interface PicturePreload {
  media: string;
  type: string;
  href: string;
  imageSrcSet: string;
  imageSizes: string;
}

/**
 * The first slide's preloads, one for phones and one for wider screens, each naming the AVIF srcset
 * its <source> picks from there, so the browser fetches the picture once. A browser without AVIF
 * skips them (their `type`) and takes the <img>'s WebP unpreloaded.
 */
export function firstPicturePreloads(image: ImagePath): PicturePreload[] {
  const phone = imageSources(image, PHONE_MAX_WIDTH, 'avif');
  const wide = imageSources(image, Infinity, 'avif');
  return [
    {
      media: PHONE_MEDIA,
      type: 'image/avif',
      href: phone.src,
      imageSrcSet: phone.srcSet,
      imageSizes: SLIDE_SIZES,
    },
    {
      media: `not all and ${PHONE_MEDIA}`,
      type: 'image/avif',
      href: wide.src,
      imageSrcSet: wide.srcSet,
      imageSizes: SLIDE_SIZES,
    },
  ];
}
