'use client';

import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { replayEarlyTaps } from '@/lib/early-taps';

/**
 * Plays the taps kept before hydration. Its effect runs once the root layout has hydrated; the
 * replay waits for the next task, outside React's commit, where `flushSync` may render each tap's
 * result before the next one is played. A control in a part of the page React has not hydrated yet
 * is hydrated by React on the spot when the replayed event reaches it.
 */
export function EarlyTapReplay() {
  useEffect(() => {
    const timer = window.setTimeout(() => replayEarlyTaps(window, flushSync));
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
