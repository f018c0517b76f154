import { earlyTapScript } from '@/lib/early-taps';
import { EarlyTapReplay } from './EarlyTapReplay';

/**
 * Keeps the taps on the filters, the team's pages and the category tiles made before the page's
 * scripts run, and plays them once React has hydrated (lib/early-taps.ts). The inline script comes
 * first in <body>, so it listens before any control is on screen; scripts/csp.ts allows it by its hash.
 */
export function EarlyTaps() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyTapScript() }} />
      <EarlyTapReplay />
    </>
  );
}
