import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname, useRouter } from 'next/navigation';
import { SiteLink } from '.';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { LinkRouter } from './LinkRouter';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }));
const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mocked(useRouter).mockReturnValue(router as unknown as ReturnType<typeof useRouter>);
jest.mocked(usePathname).mockReturnValue('/about/');

const { show } = fakeIntersectionObserver();

/** Lets the prefetch queue run to its end (./prefetch-queue.ts: idle time, one at a time). */
async function settle() {
  await act(async () => {
    await jest.runAllTimersAsync();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  router.push.mockClear();
  router.prefetch.mockClear();
  window.history.replaceState(null, '', '/about/');
});

function renderLinks() {
  return render(
    <>
      <LinkRouter />
      <SiteLink href="/services/">Services</SiteLink>
      <SiteLink href="/">Home</SiteLink>
      <SiteLink href="/contact/">Contact</SiteLink>
      <SiteLink href="/about/#story">Our story</SiteLink>
      <a href="https://wa.me/8801700000000">WhatsApp</a>
      <a href="/docs/profile.pdf" download>
        Profile
      </a>
      <a href="/docs/profile.pdf">Read the profile</a>
      <SiteLink href="/team/" target="_blank">
        Team
      </SiteLink>
    </>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('LinkRouter', () => {
  it('turns a click on a link within the site into a client-side navigation', () => {
    renderLinks();
    const click = fireEvent.click(link('Services'));
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(router.push).toHaveBeenCalledWith('/services/');
  });

  it('leaves modified clicks, new tabs, downloads, other sites and anchors in the page to the browser', () => {
    renderLinks();
    // Whether LinkRouter left the click alone, read after its listener; the click is then cancelled,
    // as jsdom cannot follow a link.
    const leftToBrowser = (name: string, init?: MouseEventInit) => {
      let left = false;
      const settle = (event: Event) => {
        left = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', settle);
      fireEvent.click(link(name), init);
      window.removeEventListener('click', settle);
      return left;
    };
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(leftToBrowser('Services', { [modifier]: true })).toBe(true);
    }
    expect(leftToBrowser('Services', { button: 1 })).toBe(true);
    for (const name of ['Team', 'Profile', 'Read the profile', 'WhatsApp', 'Our story'])
      expect(leftToBrowser(name)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a link alone whose own handler prevented the default', () => {
    render(
      <>
        <LinkRouter />
        <SiteLink href="/services/" onClick={(event) => event.preventDefault()}>
          Services
        </SiteLink>
      </>,
    );
    fireEvent.click(link('Services'));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches the route of a link once it comes into view, and the home and contact pages only on intent', async () => {
    renderLinks();
    expect(router.prefetch).not.toHaveBeenCalled();
    show(link('Services'));
    await settle();
    expect(router.prefetch).toHaveBeenCalledWith('/services/');

    show(link('Home'));
    show(link('Contact'));
    await settle();
    expect(router.prefetch).not.toHaveBeenCalledWith('/');
    expect(router.prefetch).not.toHaveBeenCalledWith('/contact/');
    fireEvent.pointerOver(link('Home'));
    expect(router.prefetch).toHaveBeenCalledWith('/');
    fireEvent.focusIn(link('Contact'));
    expect(router.prefetch).toHaveBeenCalledWith('/contact/');
  });

  it('does not prefetch the page it is on, other sites, new tabs or files', async () => {
    renderLinks();
    for (const name of ['Our story', 'WhatsApp', 'Team', 'Profile', 'Read the profile']) show(link(name));
    await settle();
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('watches links a page adds later', async () => {
    const { container } = renderLinks();
    const card = document.createElement('a');
    card.href = '/projects/uttara-commercial-building/';
    card.textContent = 'Uttara';
    await act(async () => {
      container.append(card);
    });
    show(card);
    await settle();
    expect(router.prefetch).toHaveBeenCalledWith('/projects/uttara-commercial-building/');
  });
});
