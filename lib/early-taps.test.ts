import {
  EARLY_TAP_MAX_AGE_MS,
  EARLY_TAP_SELECTOR,
  captureEarlyTaps,
  earlyTapScript,
  replayEarlyTap,
  replayEarlyTaps,
  type EarlyTap,
} from './early-taps';

/** Markup as the server sends it: marked filter buttons with an inner label, a marked dropdown, an unmarked link-like button. */
function page() {
  document.body.innerHTML = `
    <div role="group">
      <button type="button" data-early-tap="">All</button>
      <button type="button" data-early-tap=""><span>Crane</span></button>
    </div>
    <select data-early-tap=""><option>All</option><option>Crane</option><option>Excavator</option></select>
    <button type="button">View Details</button>`;
  const [all, crane, details] = [...document.querySelectorAll('button')];
  const select = document.querySelector('select');
  if (!all || !crane || !details || !select) throw new Error('markup');
  return { all, crane, details, select };
}

/** What reaches the page's own listeners (React's, once hydrated, sit on the document). */
function listen() {
  const heard: string[] = [];
  const hear = (event: Event) => {
    const target = event.target as HTMLElement;
    heard.push(`${event.type} ${target instanceof HTMLSelectElement ? target.value : target.textContent}`);
  };
  document.addEventListener('click', hear);
  document.addEventListener('change', hear);
  return {
    heard,
    stop: () => (document.removeEventListener('click', hear), document.removeEventListener('change', hear)),
  };
}

/** A visitor choosing an option of a <select>: the value changes, then `change` fires. */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Kept taps without their times: the control, and a dropdown's option. */
const kept = (taps: readonly EarlyTap[] | undefined) =>
  taps?.map(({ control, value }) => (value === undefined ? { control } : { control, value }));

/** The page's clock (performance.now()), set by the test. */
let clock = 0;

let page$: ReturnType<typeof listen>;
beforeEach(() => {
  page$ = listen();
  clock = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  jest.restoreAllMocks();
  page$.stop();
  window.earlyTaps?.stop();
  delete window.earlyTaps;
});

describe('captureEarlyTaps', () => {
  it('keeps clicks on marked controls, inner labels included, and keeps them from the page', () => {
    const { all, crane } = page();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    crane.querySelector('span')?.click();
    all.click();
    expect(kept(window.earlyTaps?.taps)).toEqual([{ control: crane }, { control: all }]);
    expect(page$.heard).toEqual([]);
  });

  it("keeps a marked dropdown's change with the chosen option, but not a click on it", () => {
    const { select } = page();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    select.click();
    choose(select, 'Crane');
    expect(kept(window.earlyTaps?.taps)).toEqual([{ control: select, value: 'Crane' }]);
    expect(page$.heard).toEqual(['click All']);
  });

  it('counts the taps on one control once, where the last was made, with the time it was made', () => {
    const { all, crane, select } = page();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    clock = 100;
    crane.click();
    clock = 200;
    choose(select, 'Crane');
    clock = 300;
    all.click();
    clock = 400;
    crane.click();
    crane.click();
    clock = 500;
    choose(select, 'Excavator');
    expect(window.earlyTaps?.taps).toEqual([
      { control: all, at: 300 },
      { control: crane, at: 400 },
      { control: select, value: 'Excavator', at: 500 },
    ]);
  });

  it('leaves every other control alone', () => {
    const { details } = page();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    details.click();
    expect(kept(window.earlyTaps?.taps)).toEqual([]);
    expect(page$.heard).toEqual(['click View Details']);
  });

  it('once stopped, hands over the taps oldest first, then keeps nothing more', () => {
    const { all, crane } = page();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    crane.click();
    all.click();
    expect(kept(window.earlyTaps?.stop())).toEqual([{ control: crane }, { control: all }]);
    crane.click();
    expect(kept(window.earlyTaps?.stop())).toEqual([]);
    expect(page$.heard).toEqual(['click Crane']);
  });

  it('works as the inline script the layout sends, from its source text alone', () => {
    const { crane } = page();
    // Indirect eval runs the text in the global scope, as the browser runs an inline <script>.
    (0, eval)(earlyTapScript());
    clock = 42;
    crane.click();
    crane.click();
    expect(window.earlyTaps?.taps).toEqual([{ control: crane, at: 42 }]);
    expect(page$.heard).toEqual([]);
  });
});

describe('replayEarlyTaps', () => {
  it('plays the kept taps on the page in order, a dropdown set to its option, each through `each`', () => {
    const { all, crane, select } = page();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    crane.click();
    choose(select, 'Excavator');
    all.click();
    select.value = 'All';
    const each = jest.fn((replay: () => void) => replay());
    replayEarlyTaps(window, each);
    expect(page$.heard).toEqual(['click Crane', 'change Excavator', 'click All']);
    expect(select.value).toBe('Excavator');
    expect(each).toHaveBeenCalledTimes(3);
    // The capture has stopped: taps reach the page at once.
    crane.click();
    expect(page$.heard.at(-1)).toBe('click Crane');
  });

  it('drops a tap older than EARLY_TAP_MAX_AGE_MS (10 s) when the scripts arrive', () => {
    expect(EARLY_TAP_MAX_AGE_MS).toBe(10_000);
    const { all, crane, select } = page();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    clock = 1_000;
    crane.click();
    clock = 1_001;
    choose(select, 'Excavator');
    clock = 5_000;
    all.click();
    clock = 11_001;
    replayEarlyTaps(window);
    expect(page$.heard).toEqual(['change Excavator', 'click All']);
  });

  it('skips a control that has left the page, and a disabled button does nothing', () => {
    const { all, crane } = page();
    const gone: EarlyTap = { control: crane, at: 0 };
    crane.remove();
    replayEarlyTap(gone);
    all.disabled = true;
    replayEarlyTap({ control: all, at: 0 });
    expect(page$.heard).toEqual([]);
  });

  it('does nothing where the inline script never ran, or when called again', () => {
    page();
    expect(() => replayEarlyTaps(window)).not.toThrow();
    captureEarlyTaps(window, EARLY_TAP_SELECTOR);
    replayEarlyTaps(window);
    replayEarlyTaps(window);
    expect(page$.heard).toEqual([]);
  });
});
