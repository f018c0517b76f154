import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Picture, type PictureProps } from '../Picture';
import styles from './index.module.css';

export type FramedPictureProps = Omit<PictureProps, 'className'> & {
  /**
   * The wrapper: its margin or padding leaves room for the badge, and its ::before (already
   * absolute, empty and rounded) is the decoration behind the frame, placed and filled here.
   */
  className?: string;
  /** The picture's aspect ratio at each width. */
  imageClassName?: string;
  /** A figure over the frame's corner, e.g. the founding year. */
  badge?: ReactNode;
  /** Places and colours the badge. */
  badgeClassName?: string;
};

/** A picture in a rounded, shadowed frame, with a decoration behind it and an optional badge over it. */
export function FramedPicture({
  className,
  imageClassName,
  badge,
  badgeClassName,
  ...picture
}: FramedPictureProps) {
  return (
    <div className={clsx(styles.framed, className)}>
      <div className={styles.frame}>
        <Picture {...picture} className={clsx(styles.image, imageClassName)} />
      </div>
      {badge && <p className={clsx(styles.badge, badgeClassName)}>{badge}</p>}
    </div>
  );
}
