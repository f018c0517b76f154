import type { ReactNode } from 'react';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { close } from '@/components/ui/Icon/paths';
import styles from './index.module.css';

/**
 * A field of the form or of its enquiry: its label, its control (which names `${id}-error` in its
 * aria-describedby while there is a message) and the message that says what to fix, if any.
 */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          <Glyph icon={close} />
          {error}
        </p>
      )}
    </div>
  );
}
