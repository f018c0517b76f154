import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';
import { Icon } from '../Icon';
import { dialogTitleId } from './commands';
import styles from './index.module.css';

/*
 * The parts of a modal's body: the text with the modal's title and an icon tile beside it or
 * beside a key figure. Plain server components (no 'use client'): a modal's body is rendered on
 * the server, into the page's HTML. The close button (CloseButton.tsx) and the picture at the head
 * (DialogMedia.tsx) have their own files: client components draw them too, and this file's `Icon`
 * carries every icon.
 */

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
