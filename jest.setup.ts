import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { runInvokerCommand } from './components/ui/Dialog/commands';
import { mediaQueryList } from './tests/unit/media-query';

// findBy and waitFor give up after 1 s by default; with the suites on both cores of a busy CI machine
// (or beside a Playwright run), a toast from the lazily imported toaster has missed that. 4 s still
// fails a test whose text never comes.
configure({ asyncUtilTimeout: 4000 });

// jsdom has <dialog> but not its modal behaviour: enough of it for components to be tested as a
// visitor uses them (open, Escape closes, close event). Real browsers are covered by the e2e suite.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const focusable = this.querySelector<HTMLElement>('button, a[href], input, select, textarea, [tabindex]');
    focusable?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom is a browser without invoker commands: on the site, components/layout/DocumentListeners
// carries them out by hand there; here, where a component is rendered without the shell, so does
// this listener (once per test file, as on a page).
if (typeof document !== 'undefined') document.addEventListener('click', runInvokerCommand);

// jsdom does not lay out or scroll; tests set window.scrollY themselves.
if (typeof window !== 'undefined') window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}
