import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';
import { Icon } from '../Icon';
import { closesDialog, dialogTitleId } from './commands';
import styles from './index.module.css';

/*
 * The parts of a modal: its close button, a picture at the head (DialogMedia.tsx), then the text with the modal's
 * title and an icon tile beside it or beside a key figure. Plain server components (no 'use
 * client'): a modal's body is rendered on the server, into the page's HTML.
 */

export interface DialogCloseButtonProps {
  /** The id of the dialog it closes. */
  dialogId: string;
  /** The button's accessible name. */
  label?: string;
}

/**
 * A modal's close button, first in the dialog so focus lands on it; it closes the dialog from its
 * markup (closesDialog). It sits in a sticky, zero-height bar: it floats over the modal's top right
 * corner (its picture) and stays in reach while the body scrolls.
 */
export function DialogCloseButton({ dialogId, label = 'Close' }: DialogCloseButtonProps) {
  return (
    <div className={styles.closeBar}>
      <button {...closesDialog(dialogId)} className={styles.close} aria-label={label}>
        <Icon name="close" size={22} />
      </button>
    </div>
  );
}

export interface DialogPartProps {
  /** The part's own layout: a grid or alignment for the body. */
  className?: string;
  children: ReactNode;
}

/** The text under (or beside) the picture, with the modal's padding. */
export function DialogBody({ className, children }: DialogPartProps) {
  return <div className={clsx(styles.body, className)}>{children}</div>;
}

export interface DialogTitleProps {
  /** The id of the dialog it names (its own id is dialogTitleId(dialogId), the Dialog's default label). */
  dialogId: string;
  className?: string;
  children: ReactNode;
}

/** The modal's heading (an h2: the modal opens over the page's h1). */
export function DialogTitle({ dialogId, className, children }: DialogTitleProps) {
  return (
    <h2 id={dialogTitleId(dialogId)} className={clsx(styles.title, className)}>
      {children}
    </h2>
  );
}

/** A brand-gradient tile with an amber symbol, beside the modal's title or a key figure. */
export function DialogIcon({ name }: { name: IconName }) {
  return (
    <span className={styles.icon}>
      <Icon name={name} size={24} />
    </span>
  );
}
