import { act, fireEvent, render, screen } from '@testing-library/react';
import type { useRouter } from 'next/navigation';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { SiteLink } from '.';
import { prefetchLinks, routeLinkClick } from './routing';

const { show } = fakeIntersectionObserver();
const router = { push: jest.fn(), prefetch: jest.fn() };
const asRouter = router as unknown as ReturnType<typeof useRouter>;

function renderLinks() {
  return render(
    <>
      <SiteLink href="/bn/services/">সেবাসমূহ</SiteLink>
      <a href="/services/" lang="en" hrefLang="en" data-language-switch>
        English
      </a>
      <a href="/bn/team/" lang="bn" hrefLang="bn">
        দল
      </a>
    </>,
  );
}

describe('link routing across the two languages', () => {
  beforeEach(() => {
    document.documentElement.lang = 'bn';
    window.history.replaceState(null, '', '/bn/about/');
    router.push.mockClear();
    router.prefetch.mockClear();
  });
  afterEach(() => {
    document.documentElement.lang = '';
    window.history.replaceState(null, '', '/');
  });

  it("leaves the language switch (a link whose hreflang is not the page's lang) to the browser: a full page load", () => {
    renderLinks();
    const onClick = routeLinkClick(asRouter);
    // Whether the routing took the click, then no navigation in jsdom (which has none).
    const taken: boolean[] = [];
    const after = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', onClick);
    window.addEventListener('click', after);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'English' }));
      expect(router.push).not.toHaveBeenCalled();
      // A link within the page's own language is still a client-side navigation, hreflang or not.
      fireEvent.click(screen.getByRole('link', { name: 'সেবাসমূহ' }));
      fireEvent.click(screen.getByRole('link', { name: 'দল' }));
      expect(taken).toEqual([false, true, true]);
      expect(router.push.mock.calls).toEqual([['/bn/services/'], ['/bn/team/']]);
    } finally {
      window.removeEventListener('click', onClick);
      window.removeEventListener('click', after);
    }
  });

  it('never prefetches the other language, in view or on intent', async () => {
    jest.useFakeTimers();
    try {
      renderLinks();
      const stop = prefetchLinks(asRouter);
      const english = screen.getByRole('link', { name: 'English' });
      show(english);
      show(screen.getByRole('link', { name: 'সেবাসমূহ' }));
      fireEvent.pointerOver(english);
      fireEvent.focusIn(english);
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      expect(router.prefetch.mock.calls).toEqual([['/bn/services/']]);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('prefetches nothing, in view or on intent, with the data saver on', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    jest.useFakeTimers();
    try {
      renderLinks();
      const stop = prefetchLinks(asRouter);
      const services = screen.getByRole('link', { name: 'সেবাসমূহ' });
      show(services);
      fireEvent.pointerOver(services);
      fireEvent.focusIn(services);
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      expect(router.prefetch).not.toHaveBeenCalled();
      stop();
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('waits for intent before prefetching the Bangla home, about and contact pages, as the English ones', () => {
    render(
      <>
        <SiteLink href="/bn/">হোম</SiteLink>
        <SiteLink href="/bn/about/">আমাদের কথা</SiteLink>
        <SiteLink href="/bn/contact/">যোগাযোগ</SiteLink>
        <SiteLink href="/bn/team/">আমাদের দল</SiteLink>
      </>,
    );
    const intent = screen.getAllByRole('link').map((link) => link.getAttribute('data-prefetch'));
    expect(intent).toEqual(['intent', 'intent', 'intent', null]);
  });
});
