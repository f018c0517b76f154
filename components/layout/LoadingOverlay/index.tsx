import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { LogoMark } from '../Logo/LogoMark';
import styles from './index.module.css';
import { LOADING_SCREEN_ID } from './lift';

/**
 * The spec's start-up screen, on every full page load. A CSS animation lifts it (the
 * spec's 2000 ms, written in ./index.module.css alone) after the first paint, scripts or none: every
 * control under it works from its markup by then (README, "Before the scripts arrive"). It lives in
 * the root layout, which client-side navigation never re-renders, so it does not come back.
 */
export function LoadingOverlay({ locale }: { locale: Locale }) {
  return (
    <div id={LOADING_SCREEN_ID} className={styles.overlay} aria-hidden="true" data-testid="loading-overlay">
      <div className={styles.content}>
        <span className={styles.spinner} />
        <LogoMark tone="light" size={72} />
        <p className={styles.text}>{shellText[locale].loading}</p>
      </div>
    </div>
  );
}
