import clsx from 'clsx';
import styles from './index.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'outlineLight' | 'ghost' | 'ghostLight';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class names for anything that should look like a button: <button>, <a>, or a SiteLink. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(styles.button, styles[variant], styles[size], className);
}
