import clsx from 'clsx';
import styles from './LogoMark.module.css';

/**
 * The logo mark (a building under an up-arrow), drawn inline so it is on screen with the first
 * paint: no request, nothing to wait for on a slow line. Its colours are CSS custom properties, so
 * the header can recolour it as it turns white. public/brand/logo-mark.svg and logo-mark-light.svg
 * are the same drawing as files, for the favicon, the app icons and the share cards; a test keeps
 * them equal to these paths.
 */
export const MARK_PATHS = {
  body: 'M12 4h6v5h-6zM9 9h16v31a7 7 0 0 0 14 0v-2h16v2a23 23 0 0 1-46 0zM13 14v4h3v-4zm6 0v4h3v-4zm-6 8v4h3v-4zm6 0v4h3v-4zm-6 8v4h3v-4zm6 0v4h3v-4z',
  arrow: 'M39 38V21h-6L47 5l14 16h-6v17z',
} as const;

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
