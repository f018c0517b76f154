import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { Picture } from '@/components/ui/Picture';
import type { ImagePath } from '@/content/types';
import { imageFolder, imagePresets, variantUrl } from '@/lib/images';
import styles from './index.module.css';

/** The slides fill the viewport's width; the preload of the first must name the same sizes. */
export const SLIDE_SIZES = '100vw';

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
    <Picture image={image} alt="" sizes={SLIDE_SIZES} priority className={styles.image} />
  ) : (
    <div className={clsx(styles.image, styles.deferredImage)} style={deferredPicture(image)} />
  );
}
