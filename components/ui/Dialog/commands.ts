/*
 * How a button opens or closes a <dialog> from its markup, before any script runs: the HTML invoker
 * commands (https://developer.mozilla.org/docs/Web/API/Invoker_Commands_API; Chrome and Edge 135,
 * Firefox 144, Safari 26.2). A plain module, so server components (the cards' buttons) can use it.
 * Where a browser lacks invoker commands, Dialog (index.tsx) carries them out once its script runs.
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
