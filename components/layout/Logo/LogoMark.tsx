import clsx from 'clsx';
import { MARK_PATHS } from '@/lib/icons';
import styles from './LogoMark.module.css';

/**
 * The logo mark (a building under an up-arrow), drawn inline so it is on screen with the first
 * paint: no request, nothing to wait for on a slow line. Its colours are CSS custom properties, so
 * the header can recolour it as it turns white. The build draws the same paths (MARK_PATHS,
 * lib/icons.ts) in each tone's colours from this stylesheet for the files (public/brand/, the
 * favicon, the app icons, the share cards) and the offline pages: scripts/lib/logo-mark.ts.
 */
export function LogoMark({
  tone,
  size,
  className,
}: {
  /**
   * 'dark': purple, for light backgrounds; 'light': white, for dark ones (the arrow is amber in
   * both); 'inherit' leaves the colours to the parent's --mark-body and --mark-arrow.
   */
  tone: 'dark' | 'light' | 'inherit';
  size: number;
  className?: string;
}) {
  return (
    <svg
      className={clsx(styles.mark, tone !== 'inherit' && styles[tone], className)}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.body} fillRule="evenodd" d={MARK_PATHS.body} />
      <path className={styles.arrow} d={MARK_PATHS.arrow} />
    </svg>
  );
}
