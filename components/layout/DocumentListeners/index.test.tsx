import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { usePathname, useRouter } from 'next/navigation';
import { SiteLink } from '@/components/layout/SiteLink';
import { closesDialog, opensDialog } from '@/components/ui/Dialog/commands';
import { shellText } from '@/content/shell';
import { listViews } from '@/lib/list-views';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { mockReducedMotion } from '@/tests/unit/media-query';
import { CategoryTiles } from '@/components/sections/shared/CategoryTiles';
import { FilteredGrid } from '@/components/sections/shared/FilteredGrid';
import { ListScope } from '@/components/sections/shared/ListScope';
import { DocumentListeners } from '.';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }));
const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mocked(useRouter).mockReturnValue(router as unknown as ReturnType<typeof useRouter>);
jest.mocked(usePathname).mockReturnValue('/about/');

const { show } = fakeIntersectionObserver();

/** Lets the prefetch queue run to its end (SiteLink/prefetch-queue.ts: idle time, one at a time). */
async function settle() {
  await act(async () => {
    await jest.runAllTimersAsync();
  });
}

const scrollIntoView = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  router.push.mockClear();
  router.prefetch.mockClear();
  window.history.replaceState(null, '', '/about/');
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderLinks() {
  return render(
    <>
      <DocumentListeners />
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

// The prefetches in view and on intent: tests/e2e/shell.spec.ts (the payloads a page loads).
describe('DocumentListeners: links', () => {
  it('turns a click on a link within the site into a client-side navigation', () => {
    renderLinks();
    expect(fireEvent.click(link('Services'))).toBe(false); // the browser's own navigation was prevented
    expect(router.push).toHaveBeenCalledWith('/services/');
  });

  it('leaves modified clicks, new tabs, downloads, other sites and anchors in the page to the browser', () => {
    renderLinks();
    // Whether the listener left the click alone, read after it; the click is then cancelled, as
    // jsdom cannot follow a link.
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
        <DocumentListeners />
        <SiteLink href="/services/" onClick={(event) => event.preventDefault()}>
          Services
        </SiteLink>
      </>,
    );
    fireEvent.click(link('Services'));
    expect(router.push).not.toHaveBeenCalled();
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

  it('removes its listeners when unmounted', () => {
    const { unmount } = renderLinks();
    const services = link('Services');
    unmount();
    document.body.append(services);
    let routed = true;
    const settle = (event: Event) => {
      routed = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', settle);
    fireEvent.click(services);
    window.removeEventListener('click', settle);
    services.remove();
    expect(routed).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });
});

// A filtered list two to a page: All has 4 pages, Crane 3, Excavator 2.
const fleet = ['C1', 'E1', 'C2', 'C3', 'E2', 'C4', 'E3', 'C5'].map((name) => ({
  name,
  category: name.startsWith('C') ? 'crane' : 'excavator',
}));

function renderList() {
  const list = listViews(
    'fleet',
    ['crane', 'excavator'],
    fleet,
    { text: shellText.en.list, categories: { crane: 'Crane', excavator: 'Excavator' } },
    2,
  );
  render(
    <>
      <ListScope list={list}>
        <div id="fleet-list" tabIndex={-1}>
          <FilteredGrid
            list={list}
            label="Filter fleet by category"
            cards={fleet.map((unit) => (
              <p key={unit.name}>{unit.name}</p>
            ))}
            count={(n) => `${n} found`}
            pagerLabel="Fleet pages"
          />
        </div>
        <CategoryTiles list={list} reveals="fleet-list" units={(n) => `${n} units`} />
      </ListScope>
      <button type="button">Elsewhere</button>
      <DocumentListeners />
    </>,
  );
}

const category = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'Filter fleet by category' })).getByRole('radio', { name });

/**
 * The pagers of the paged categories, All's, Crane's and Excavator's, shown or not. (A role query
 * cannot pick a hidden one by name: jsdom applies the lists' stylesheet, and a hidden element has none.)
 */
const pagers = () => screen.getAllByRole('navigation', { hidden: true });
function page(pager: HTMLElement | undefined, n: number) {
  if (!pager) throw new Error('No such pager');
  return within(pager).getByRole('radio', { name: `Page ${n}`, hidden: true });
}

/** The element whose top a page change brings into view: the filter, the count line, the cards. */
function results() {
  const area = screen
    .getByRole('radiogroup', { name: 'Filter fleet by category' })
    .closest<HTMLElement>('[data-list-results]');
  if (!area) throw new Error('No results');
  return area;
}

describe('DocumentListeners: filtered lists', () => {
  it('sends every page of the list back to 1 when the category changes', () => {
    renderList();
    const [all, crane, excavator] = pagers();
    fireEvent.click(category('Crane'));
    fireEvent.click(page(crane, 3));
    fireEvent.click(page(excavator, 2));
    fireEvent.click(page(all, 3));
    // A page change leaves the other pages where they are.
    expect(page(all, 3)).toBeChecked();
    expect(page(crane, 3)).toBeChecked();
    expect(page(excavator, 2)).toBeChecked();

    fireEvent.click(category('Excavator'));
    for (const pager of [all, crane, excavator]) expect(page(pager, 1)).toBeChecked();
    expect(category('Excavator')).toBeChecked();
  });

  it("shuts the phone's dropdown on a tapped choice, and leaves it open on the keyboard's", () => {
    renderList();
    const dropdown = screen.getByRole('group');
    dropdown.setAttribute('open', '');
    // The arrow keys move the choice with a click of no `detail`.
    fireEvent.click(category('Crane'), { detail: 0 });
    expect(category('Crane')).toBeChecked();
    expect(dropdown).toHaveAttribute('open');

    fireEvent.click(category('Excavator'), { detail: 1 });
    expect(category('Excavator')).toBeChecked();
    expect(dropdown).not.toHaveAttribute('open');
  });

  it('brings the results into view on a page change when their top is above the screen', () => {
    renderList();
    const area = results();
    const [all] = pagers();
    // jsdom lays nothing out: every box is at 0, in view.
    fireEvent.click(page(all, 2));
    expect(scrollIntoView).not.toHaveBeenCalled();

    jest.spyOn(area, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -400, 800, 600));
    fireEvent.click(page(all, 3));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(area);

    // A new category does not scroll.
    fireEvent.click(category('Crane'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderList();
    jest.spyOn(results(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -400, 800, 600));
    fireEvent.click(page(pagers()[0], 2));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('brings the list a tile names into view and focuses it when the tile is tapped', () => {
    renderList();
    const list = document.getElementById('fleet-list');
    fireEvent.click(screen.getByText('Excavator', { selector: 'label[data-reveals] span' }));
    expect(category('Excavator')).toBeChecked();
    // Once the click's own work (the label focusing its radio) is done.
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(list);
    expect(list).toHaveFocus();
  });

  it('leaves clicks elsewhere alone', () => {
    renderList();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.click(elsewhere);
    fireEvent.click(category('Crane'));
    act(() => jest.runOnlyPendingTimers());
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(elsewhere).toHaveFocus();
  });
});

describe('DocumentListeners: invoker commands where the browser lacks them', () => {
  function renderDialog() {
    render(
      <>
        <DocumentListeners />
        <button {...opensDialog('terms')}>Read the terms</button>
        <button type="button" command="show-modal" commandfor="not-a-dialog">
          Broken
        </button>
        <div id="not-a-dialog" />
        <dialog id="terms" aria-label="Terms">
          <button {...closesDialog('terms')}>Close</button>
        </dialog>
      </>,
    );
  }

  it("carries out a button's show-modal and close on its dialog, naming the button that invoked it", () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const close = jest.spyOn(HTMLDialogElement.prototype, 'close');
    renderDialog();
    const dialog = screen.getByRole('dialog', { hidden: true });
    const sources: unknown[] = [];
    dialog.addEventListener('command', (event) => sources.push(Reflect.get(event, 'source')));

    const opener = screen.getByRole('button', { name: 'Read the terms' });
    fireEvent.click(opener);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(sources).toEqual([opener]);

    // Once open, another show-modal does nothing.
    fireEvent.click(opener);
    expect(showModal).toHaveBeenCalledTimes(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('ignores a command for an element that is not a dialog', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderDialog();
    expect(() => fireEvent.click(screen.getByRole('button', { name: 'Broken' }))).not.toThrow();
    expect(showModal).not.toHaveBeenCalled();
  });

  it('leaves the commands to a browser that has them', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    Object.defineProperty(HTMLButtonElement.prototype, 'commandForElement', {
      configurable: true,
      value: null,
    });
    try {
      renderDialog();
      fireEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
      expect(showModal).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLButtonElement.prototype, 'commandForElement');
    }
  });
});
