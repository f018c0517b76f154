/*
 * How a button opens or closes a <dialog> from its markup, before any script runs: the HTML invoker
 * commands (https://developer.mozilla.org/docs/Web/API/Invoker_Commands_API; Chrome and Edge 135,
 * Firefox 144, Safari 26.2). A plain module, so server components (the cards' buttons) can use it.
 * Where a browser lacks invoker commands, `runInvokerCommand` carries them out once the page's script
 * runs (installed by components/layout/DocumentListeners).
 *
 * An engine without invoker commands and without script (a four-year-old phone's browser, a data
 * saver's) would have a button that does nothing: there each control is a link instead
 * (DialogControls.tsx), which shows the dialog as the page's `:target`, and which the script, where
 * there is one, turns into the same modal as the button's.
 */

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The invoker command: what the button does to the element `commandfor` names. */
    command?: 'show-modal' | 'close' | 'request-close';
    /** The id of the element the button controls (HTML's `commandfor`; React passes it as written). */
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** What closes the dialog besides its own controls: 'any' adds a click on the backdrop. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}

/** The id of the heading that names the dialog `dialogId`. */
export function dialogTitleId(dialogId: string) {
  return `${dialogId}-title`;
}

/** On <html> while a dialog is open: the page's scroll lock where :has() is missing (app/globals.css). */
export const DIALOG_OPEN_ATTRIBUTE = 'data-dialog-open';

/** The id of the link that opens the dialog `dialogId` where the button cannot (DialogOpener); its close links lead back to it. */
export function dialogOpenerLinkId(dialogId: string) {
  return `${dialogId}-opener`;
}

/** The attributes of a button that opens the modal dialog `dialogId`. */
export function opensDialog(dialogId: string) {
  return {
    type: 'button',
    command: 'show-modal',
    commandfor: dialogId,
    'aria-haspopup': 'dialog',
  } as const;
}

/** The attributes of a button that closes the dialog `dialogId`. */
export function closesDialog(dialogId: string) {
  return { type: 'button', command: 'close', commandfor: dialogId } as const;
}

/**
 * Invoker commands by hand, for browsers without them (Safari before 26.2, Firefox before 144): a
 * click on a button that names a dialog carries out its `show-modal` or `close`, and tells the dialog
 * which button invoked it, as the browser's `command` event does. A click on a dialog's link
 * (DialogControls.tsx, shown where the stylesheet finds no invoker commands) does the same in every
 * browser, instead of following the link; a close link of a dialog shown as the page's target is
 * followed, which closes it.
 */
export function runInvokerCommand(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[data-opens-dialog], a[data-closes-dialog]');
  const button =
    link || 'commandForElement' in HTMLButtonElement.prototype
      ? null
      : (target?.closest<HTMLButtonElement>('button[commandfor]') ?? null);
  const control = link ?? button;
  if (!control) return;
  const dialogId = link
    ? (link.dataset.opensDialog ?? link.dataset.closesDialog)
    : control.getAttribute('commandfor');
  const dialog = document.getElementById(dialogId ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = link
    ? link.dataset.opensDialog
      ? 'show-modal'
      : 'close'
    : control.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) {
    event.preventDefault();
    dialog.dispatchEvent(Object.assign(new Event('command'), { source: control, command }));
    dialog.showModal();
  } else if ((command === 'close' || command === 'request-close') && dialog.open) {
    event.preventDefault();
    dialog.close();
  }
}
