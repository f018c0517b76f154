/*
 * How a button opens or closes a <dialog> from its markup, before any script runs: the HTML invoker
 * commands (https://developer.mozilla.org/docs/Web/API/Invoker_Commands_API; Chrome and Edge 135,
 * Firefox 144, Safari 26.2). A plain module, so server components (the cards' buttons) can use it.
 * Where a browser lacks invoker commands, `runInvokerCommand` carries them out once the page's script
 * runs (installed by components/layout/DocumentListeners).
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
 * which button invoked it, as the browser's `command` event does. Does nothing where the browser has them.
 */
export function runInvokerCommand(event: MouseEvent) {
  if ('commandForElement' in HTMLButtonElement.prototype) return;
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[commandfor]') : null;
  if (!button) return;
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !target.open) {
    target.dispatchEvent(Object.assign(new Event('command'), { source: button, command }));
    target.showModal();
  } else if ((command === 'close' || command === 'request-close') && target.open) {
    target.close();
  }
}
