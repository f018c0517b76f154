'use client';

import { useEffect, useRef, useState } from 'react';
import { afterLoadingScreen } from '@/components/layout/LoadingOverlay/lift';
import styles from './index.module.css';

/**
 * How near the viewport the map's box must come before its frame is made: a screen and a half of a
 * phone, so that a visitor scrolling down finds it loading or loaded.
 */
export const MAP_NEAR_MARGIN = '1200px 0px';

export interface MapFrameProps {
  src: string;
  title: string;
}

/**
 * The embedded map (spec: "an embedded external frame", 450 high). Its page is the heaviest thing
 * the site shows (a mapping app with its own scripts), and on a phone a cross-site frame can share
 * the page's main thread: so the frame is made only once the loading screen is gone and the visitor
 * has come within MAP_NEAR_MARGIN of it, never in the page's first seconds. Until then the box
 * keeps its height, so nothing moves. Without JavaScript the `<noscript>` frame loads as the browser
 * lazy-loads any frame.
 */
export function MapFrame({ src, title }: MapFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    void afterLoadingScreen().then(() => {
      if (cancelled) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          setNear(true);
        },
        { rootMargin: MAP_NEAR_MARGIN },
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, []);

  const frame = (
    <iframe
      src={src}
      title={title}
      height={450}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={styles.map}
    />
  );
  return (
    <div ref={box} className={styles.frame}>
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  );
}
