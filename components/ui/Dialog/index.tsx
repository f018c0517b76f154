'use client';

import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { lockScroll } from '@/lib/scroll-lock';
import { Icon } from '../Icon';
import styles from './index.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the visitor closes the dialog: Escape, the backdrop, or a form[method=dialog] button. */
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  /** 'modal' is a centred card; 'fullscreen' covers the viewport (menu, PDF viewer). */
  variant?: 'modal' | 'fullscreen';
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser moves focus in, keeps Tab off the page behind, makes the page inert and
 * closes on Escape. This adds the page scroll lock and gives focus back to the control that opened it.
 */
export function Dialog({ open, onClose, labelledBy, variant = 'modal', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const release = lockScroll();
    return () => {
      release();
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={clsx(styles.dialog, styles[variant], className)}
      onClose={(event) => {
        // A close event queued by the previous closing can land after the dialog has reopened
        // for the next item: only an actually closed dialog reports a close.
        if (!event.currentTarget.open) onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the ::backdrop lands on the <dialog> itself.
        if (variant === 'modal' && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}

export interface DialogCloseButtonProps {
  onClose: () => void;
  /** The button's accessible name. */
  label?: string;
}

/**
 * A modal's close button, first in the dialog so focus lands on it. It sits in a sticky, zero-height
 * bar: it floats over the modal's top right corner (its picture) and stays in reach while the body
 * scrolls.
 */
export function DialogCloseButton({ onClose, label = 'Close' }: DialogCloseButtonProps) {
  return (
    <div className={styles.closeBar}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={label}>
        <Icon name="close" size={22} />
      </button>
    </div>
  );
}
