import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Picture, type PictureProps } from '../Picture';
import styles from './index.module.css';

/*
 * Apart from DialogLayout, as CloseButton.tsx is: a module a client component reaches brings its
 * imports into the page's JavaScript, and Picture's would be the image table.
 */

export type DialogMediaProps = Pick<PictureProps, 'image' | 'alt' | 'sizes'> & {
  /** The slot's aspect ratio at each width. */
  className?: string;
  /** The picture's crop (object-position). */
  imageClassName?: string;
  /** Laid over the picture: a badge. */
  children?: ReactNode;
};

/** The picture at the modal's head: clipped, on a soft fill while it loads, with any overlay (a badge). */
export function DialogMedia({ className, imageClassName, children, ...picture }: DialogMediaProps) {
  return (
    <div className={clsx(styles.media, className)}>
      <Picture {...picture} className={imageClassName} />
      {children}
    </div>
  );
}
