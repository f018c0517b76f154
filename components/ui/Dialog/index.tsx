'use client';

import clsx from 'clsx';
import { useEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { DIALOG_OPEN_ATTRIBUTE, dialogTitleId } from './commands';
import styles from './index.module.css';

export interface DialogProps {
  /** The id its buttons name in `commandfor` (opensDialog, closesDialog in ./commands). */
  id: string;
  /** id of the element that names the dialog; by default its DialogTitle's, dialogTitleId(id). */
  labelledBy?: string;
  /** 'modal' is a centred card, closed by a click on the backdrop too; 'fullscreen' covers the viewport (menu, PDF viewer). */
  variant?: 'modal' | 'fullscreen';
  className?: string;
  /** Told whenever the dialog opens or closes, by whatever means (a button, Escape, the backdrop, a script). */
  onOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLDialogElement>;
  children: ReactNode;
}

/** The `command` event a dialog receives from the button that invoked it (not yet in TypeScript's DOM types). */
interface CommandEventLike extends Event {
  readonly source?: Element | null;
}

/**
 * A native modal <dialog>, opened and closed by buttons from their markup (invoker commands: see
 * ./commands), so it works from the first paint, before and without this script: the browser
 * moves focus in, makes the page inert, closes it on Escape and, for a 'modal', on a click on the
 * backdrop (`closedby="any"`); the page's scroll is locked by CSS while a modal is open
 * (app/globals.css; where :has() is missing, from an attribute this script sets). The script adds what only it can: focus back on the opening button (which
 * Safari does not focus on click), the open state for components that need it (onOpenChange), and,
 * in browsers without `closedby`, the backdrop's click by hand (without invoker commands:
 * `runInvokerCommand`, ./commands.ts).
 */
export function Dialog({
  id,
  labelledBy = dialogTitleId(id),
  variant = 'modal',
  className,
  onOpenChange,
  ref,
  children,
}: DialogProps) {
  const own = useRef<HTMLDialogElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  }, [onOpenChange]);

  useEffect(() => {
    const dialog = own.current;
    if (!dialog) return;
    let opener: HTMLElement | null = null;
    let wasOpen = dialog.open;
    // The page's scroll lock where :has() is missing (app/globals.css): on while any dialog is open.
    const lockScroll = () =>
      document.documentElement.toggleAttribute(
        DIALOG_OPEN_ATTRIBUTE,
        !!document.querySelector('dialog[open]'),
      );
    // Opened by a tap before this script ran.
    if (wasOpen) {
      lockScroll();
      onOpenChangeRef.current?.(true);
    }

    const onCommand = (event: Event) => {
      const { source } = event as CommandEventLike;
      if (source instanceof HTMLElement) opener = source;
    };
    // Every way of opening sets the `open` attribute; every way of closing fires `close`.
    const observer = new MutationObserver(() => {
      if (!dialog.open || wasOpen) return;
      wasOpen = true;
      lockScroll();
      onOpenChangeRef.current?.(true);
    });
    const onClose = () => {
      if (dialog.open || !wasOpen) return;
      wasOpen = false;
      lockScroll();
      onOpenChangeRef.current?.(false);
      const back = opener;
      opener = null;
      if (back?.isConnected) back.focus();
    };
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    dialog.addEventListener('command', onCommand);
    dialog.addEventListener('close', onClose);
    return () => {
      observer.disconnect();
      dialog.removeEventListener('command', onCommand);
      dialog.removeEventListener('close', onClose);
      // Gone while open (a link in it led to another page): the lock goes with it.
      if (wasOpen) lockScroll();
    };
  }, []);

  const setRefs = (node: HTMLDialogElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <dialog
      ref={setRefs}
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.dialog, styles[variant], className)}
      closedby={variant === 'modal' ? 'any' : undefined}
      onClick={variant === 'modal' ? closeOnBackdrop : undefined}
      // A tap before hydration may have opened it: its `open` attribute is the browser's, not React's.
      suppressHydrationWarning
    >
      {children}
    </dialog>
  );
}

/** `closedby="any"` by hand, where the browser lacks it: a click outside the dialog's box closes it. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if ('closedBy' in dialog || event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}
