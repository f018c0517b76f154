'use client';

import { useEffect } from 'react';
import { LOADING_MS, LOADING_SCREEN_ID, liftScreen } from './lift';

/** Lifts the loading screen once React has hydrated the page (./lift.ts). */
export function LiftWhenHydrated() {
  useEffect(() => liftScreen(document.getElementById(LOADING_SCREEN_ID), LOADING_MS), []);
  return null;
}
