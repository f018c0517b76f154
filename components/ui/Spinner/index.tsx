import clsx from 'clsx';
import styles from './index.module.css';

/** A spinning ring; decorative unless given a label. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span
      className={clsx(styles.spinner, className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
