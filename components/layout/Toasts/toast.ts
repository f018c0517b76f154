/**
 * Show a toast from any client component. The toast region (components/layout/Toasts) loads the
 * toast library on the first request, so pages that never toast never pay for it.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastRequest {
  kind: ToastKind;
  message: string;
  /** Optional secondary line under the message. */
  description?: string;
  /** A toast with the id of one on screen replaces it (a send's success replaces its failure). */
  id?: string;
  /** Called when the toast cannot be shown (the toast library failed to load). */
  onUnavailable?: () => void;
}

export const TOAST_EVENT = 'site:toast';

export function showToast(request: ToastRequest): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: request }));
}
