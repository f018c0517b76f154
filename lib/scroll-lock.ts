/**
 * Page scroll lock shared by every overlay (menu, profile viewer, modals). A counter, so that
 * one overlay closing while another is still open does not unlock the page under it.
 */
let locks = 0;

export function lockScroll(): () => void {
  locks += 1;
  document.documentElement.dataset.scrollLocked = '';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) delete document.documentElement.dataset.scrollLocked;
  };
}

export function isScrollLocked(): boolean {
  return 'scrollLocked' in document.documentElement.dataset;
}
