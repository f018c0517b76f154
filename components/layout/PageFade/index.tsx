import type { ReactNode } from 'react';

/** Re-mounted on every navigation, so each page fades in over the spec's 0.3 s (CSS only). */
export function PageFade({ children }: { children: ReactNode }) {
  return <div className="pageFade">{children}</div>;
}
