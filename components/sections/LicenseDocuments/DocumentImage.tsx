'use client';

import { useState } from 'react';
import { Picture } from '@/components/ui/Picture';
import { Spinner } from '@/components/ui/Spinner';
import type { ImagePath } from '@/content/types';
import styles from './index.module.css';

export interface DocumentImageProps {
  image: ImagePath;
  alt: string;
}

/**
 * A licence scan with a spinner until it has loaded (spec section 2). The loading flag lives here,
 * so it starts afresh whenever another document is chosen: the modal mounts a new DocumentImage
 * per document (DetailsPicker keys its body by item).
 */
export function DocumentImage({ image, alt }: DocumentImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className={styles.sheet}>
      <div className={styles.frame} data-status={status}>
        {status === 'loading' && <Spinner label="Loading document" className={styles.spinner} />}
        {status === 'failed' ? (
          <p className={styles.failed} role="alert">
            The document could not be loaded. Please check your connection and try again.
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
