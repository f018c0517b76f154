import { LogoMark } from '../Logo/LogoMark';
import styles from './index.module.css';
import { LiftWhenHydrated } from './LiftWhenHydrated';
import { LOADING_SCREEN_ID, holdForScriptsScript } from './lift';

/**
 * The spec's start-up screen, on every full page load. A CSS animation lifts it 2000 ms after the
 * first paint, so it lifts with scripts off or failed; with scripts on it waits for the page to
 * hydrate, at most 3 s longer (./lift.ts). It lives in the root layout, which client-side
 * navigation never re-renders, so it does not come back.
 */
export function LoadingOverlay() {
  return (
    <>
      <div id={LOADING_SCREEN_ID} className={styles.overlay} aria-hidden="true" data-testid="loading-overlay">
        <div className={styles.content}>
          <span className={styles.spinner} />
          <LogoMark tone="light" size={72} />
          <p className={styles.text}>..Loading..</p>
        </div>
      </div>
      {/* Runs as the parser reaches it, before the screen's first frame; scripts/csp.ts allows it by its hash. */}
      <script dangerouslySetInnerHTML={{ __html: holdForScriptsScript() }} />
      <LiftWhenHydrated />
    </>
  );
}
