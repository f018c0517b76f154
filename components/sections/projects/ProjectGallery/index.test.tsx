import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { projects, projectsPage, type Project } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { shown } from '@/tests/unit/list-views';
import { ProjectGallery } from '.';

const single = projects.en.find((p) => p.images.length === 1);
const multi = projects.en.find((p) => p.images.length > 2);
if (!single || !multi)
  throw new Error('the tests need a project with one picture and one with three or more');
const n = multi.images.length;

/**
 * The gallery as the server sends it, with no React on the page: what a visitor has before the
 * scripts run and without JavaScript. A click on a label checks its radio natively, and the track's
 * stylesheet (in the markup) decides what shows (tests/unit/list-views.ts).
 */
function renderHtml(project: Project, locale: Locale = 'en') {
  document.body.innerHTML = renderToStaticMarkup(
    <ProjectGallery locale={locale} project={project} text={projectsPage[locale].detail.gallery} />,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The one slide on show: its group's name, '2 of 4'. */
function shownSlide() {
  const slides = shown(screen.getAllByRole('group', { hidden: true }));
  expect(slides).toHaveLength(1);
  return slides[0]?.getAttribute('aria-label');
}

/** The one control of this name on show: each picture has its own arrows and number, and only the current one's show. */
function shownOne(elements: HTMLElement[]) {
  const visible = shown(elements);
  expect(visible).toHaveLength(1);
  return visible[0] as HTMLElement;
}

const arrow = (title: string) => shownOne(screen.getAllByTitle(title, { exact: true }));
const counter = () => shownOne(screen.getAllByText(/^\S+ \/ \S+$/)).textContent;
const radio = (name: string) => screen.getByRole('radio', { name });
const dot = (k: number) => radio(`Show picture ${k} of ${n}`).nextElementSibling as HTMLElement;

/** Picture `k` of `count` is the one on show: its slide, its number and its radio. */
function expectPicture(k: number, count = n) {
  expect(shownSlide()).toBe(`${k} of ${count}`);
  expect(counter()).toBe(`${k} / ${count}`);
  expect(radio(`Show picture ${k} of ${count}`)).toBeChecked();
}

describe('ProjectGallery', () => {
  it('shows a single picture with no arrows, no dots and no carousel', () => {
    renderHtml(single);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/picture$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is a carousel of slides with a radio group of pictures, the first chosen in the HTML', () => {
    renderHtml(multi);
    const gallery = screen.getByRole('region', { name: `${multi.title} pictures` });
    expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');

    const slides = within(gallery).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      multi.images.map((_, i) => `${i + 1} of ${n}`),
    );
    slides.forEach((slide, i) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(within(slide).getByRole('img', { hidden: true })).toHaveAttribute(
        'alt',
        `${multi.title}, picture ${i + 1} of ${n}`,
      );
    });

    const picker = screen.getByRole('radiogroup', { name: 'Pictures' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((input) => input.getAttribute('aria-label'))).toEqual(
      multi.images.map((_, i) => `Show picture ${i + 1} of ${n}`),
    );
    // One group: the arrow keys move through it, and the Tab key stops on it once.
    expect(new Set(radios.map((input) => input.getAttribute('name'))).size).toBe(1);
    for (const input of radios) expect(input).toHaveAttribute('aria-controls', slides[0]?.parentElement?.id);
    expectPicture(1);
  });

  it('puts every picture in the HTML: the first eager, the others lazy until shown', () => {
    renderHtml(multi);
    const [first, ...others] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(others).toHaveLength(n - 1);
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('moves with the arrows and wraps around both ends', async () => {
    const user = userEvent.setup();
    renderHtml(multi);
    await user.click(arrow('Previous picture'));
    expectPicture(n);
    await user.click(arrow('Next picture'));
    expectPicture(1);
    await user.click(arrow('Next picture'));
    expectPicture(2);
    await user.click(arrow('Previous picture'));
    expectPicture(1);
  });

  it('jumps to a picture from its dot', async () => {
    const user = userEvent.setup();
    renderHtml(multi);
    await user.click(dot(3));
    expectPicture(3);
    await user.click(dot(1));
    expectPicture(1);
  });

  it('shows as many pictures as a project has, each with its arrows and number', async () => {
    const user = userEvent.setup();
    const count = 13;
    const [first] = multi.images;
    const more = Array.from({ length: count - 1 }, (_, i) => multi.images[(i + 1) % n] ?? first);
    renderHtml({ ...multi, images: [first, ...more] });
    await user.click(arrow('Previous picture'));
    expectPicture(count, count);
    await user.click(arrow('Previous picture'));
    expectPicture(count - 1, count);
    await user.click(arrow('Next picture'));
    await user.click(arrow('Next picture'));
    expectPicture(1, count);
  });

  it('reads in Bangla, with Bengali digits, on a Bangla page', async () => {
    const user = userEvent.setup();
    const bangla = projects.bn.find((p) => p.id === multi.id);
    if (!bangla) throw new Error(`no Bangla ${multi.id}`);
    renderHtml(bangla, 'bn');
    expect(
      screen.getByRole('region', { name: 'আটতলা বাণিজ্যিক ভবন, উত্তরা — ছবির গ্যালারি' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'ছবিসমূহ' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { hidden: true })[1]).toHaveAttribute(
      'alt',
      'আটতলা বাণিজ্যিক ভবন, উত্তরা, ৪টির মধ্যে ২ নম্বর ছবি',
    );
    expect(shownSlide()).toBe('৪টির মধ্যে ১');
    expect(counter()).toBe('১ / ৪');
    await user.click(arrow('পরের ছবি'));
    expect(radio('৪টির মধ্যে ২ নম্বর ছবি দেখুন')).toBeChecked();
    expect(shownSlide()).toBe('৪টির মধ্যে ২');
    expect(counter()).toBe('২ / ৪');
    await user.click(arrow('আগের ছবি'));
    await user.click(arrow('আগের ছবি'));
    expect(shownSlide()).toBe('৪টির মধ্যে ৪');
    expect(counter()).toBe('৪ / ৪');
  });
});
