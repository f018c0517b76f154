import { LogoMark } from '../Logo/LogoMark';
import styles from './index.module.css';

/**
 * The spec's start-up screen: shown for 2000 ms on every full page load, then lifted by a CSS
 * animation, so it costs no JavaScript and lifts even when scripts are off or slow. It lives in the
 * root layout, which client-side navigation never re-renders, so it does not come back.
 */
export function LoadingOverlay() {
  return (
    <div className={styles.overlay} aria-hidden="true" data-testid="loading-overlay">
      <div className={styles.content}>
        <span className={styles.spinner} />
        <LogoMark tone="light" size={72} />
        <p className={styles.text}>..Loading..</p>
      </div>
    </div>
  );
}
