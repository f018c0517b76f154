'use client';

import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/ui/Picture';
import { Spinner } from '@/components/ui/Spinner';
import type { DocumentImageText } from '@/content/licenses';
import type { ImagePath } from '@/content/types';
import styles from './index.module.css';

export interface DocumentImageProps {
  image: ImagePath;
  alt: string;
  text: DocumentImageText;
}

/**
 * A licence scan with a spinner until it has loaded (spec section 2). Each document's modal has its
 * own DocumentImage, so the loading flag starts afresh whenever another document is chosen. The
 * scan is lazy: it loads when its modal opens. It lies over the spinner, so even before or without
 * this script the spinner shows until the scan has arrived and covers it.
 */
export function DocumentImage({ image, alt, text }: DocumentImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened and loaded before this script ran: its load event has passed.
    const scan = frame.current?.querySelector('img');
    if (scan?.complete && scan.naturalWidth > 0) setStatus('loaded');
  }, []);
  return (
    <div className={styles.sheet}>
      <div ref={frame} className={styles.frame} data-status={status}>
        {status === 'loading' && <Spinner label={text.loading} className={styles.spinner} />}
        {status === 'failed' ? (
          <p className={styles.failed} role="alert">
            {text.failed}
          </p>
        ) : (
          <Picture
            image={image}
            alt={alt}
            sizes="(min-width: 700px) 600px, calc(100vw - 4rem)"
            className={styles.scan}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('failed')}
          />
        )}
      </div>
    </div>
  );
}
