import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './index.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'outlineLight' | 'ghost' | 'ghostLight';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class names for anything that should look like a button: <button>, <a>, or next/link's <Link>. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(styles.button, styles[variant], styles[size], className);
}

export type ButtonProps = ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
