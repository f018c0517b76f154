'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link whose route Next prefetches once the visitor reaches for it: a mouse over it or a finger on
 * it (pointerenter comes before pointerdown and click for both) or keyboard focus. Until then its
 * `prefetch` is false; then it is Next's default, and Next prefetches the link, in view as it is.
 * Before its script has run it is a plain link, which the browser follows.
 */
export function IntentLink({ onPointerEnter, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [reached, setReached] = useState(false);
  return (
    <Link
      {...props}
      prefetch={reached ? undefined : false}
      onPointerEnter={(event) => {
        setReached(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setReached(true);
        onFocus?.(event);
      }}
    />
  );
}
