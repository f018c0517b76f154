import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The prefilled text of a WhatsApp link (wa.me/<number>?text=…), decoded. */
export function whatsappText(link: HTMLElement): string | null {
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text');
}

/** Scrolls the jsdom window to `y` and fires the scroll event, as a visitor's scroll would. */
export function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/**
 * Whether a modal <dialog> is open: the page's scroll is locked exactly then, by CSS
 * (`html:has(dialog:modal)` in app/globals.css; jsdom does not apply it, the e2e tests check it).
 */
export function isModalOpen() {
  return document.querySelector('dialog[open]') !== null;
}

/** What every modal of the site promises once closed: it is gone, the page scrolls, focus is back on its opener. */
function expectClosedBackTo(opener: HTMLElement) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(isModalOpen()).toBe(false);
  expect(opener).toHaveFocus();
}

/** The open modal's Close button has the focus; clicking it closes the modal, back to `opener`. */
export async function expectCloseButtonClosesBackTo(
  user: UserEvent,
  dialog: HTMLElement,
  opener: HTMLElement,
) {
  const close = within(dialog).getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();
  await user.click(close);
  expectClosedBackTo(opener);
}

/**
 * The browser closes a modal <dialog> on Escape (jsdom does not listen for the key, so this closes
 * it as the browser would); the modal then closes back to `opener` too.
 */
export function expectEscapeClosesBackTo(dialog: HTMLElement, opener: HTMLElement) {
  act(() => (dialog as HTMLDialogElement).close());
  expectClosedBackTo(opener);
}
