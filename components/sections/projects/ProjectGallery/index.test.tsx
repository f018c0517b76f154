import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { projectFacts, projects, projectsPage, type Project } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { ProjectGallery } from '.';

const single = projects.en.find((p) => p.images.length === 1);
const multi = projects.en.find((p) => p.images.length > 2);
if (!single || !multi)
  throw new Error('the tests need a project with one picture and one with three or more');
const n = multi.images.length;

/**
 * The gallery as the server sends it, with no React on the page: what a visitor has before the
 * scripts run and without JavaScript. A click on a label checks its radio natively.
 */
function renderHtml(project: Project, locale: Locale = 'en') {
  document.body.innerHTML = renderToStaticMarkup(
    <ProjectGallery locale={locale} project={project} text={projectsPage[locale].detail.gallery} />,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

const radios = () => screen.getAllByRole('radio');

/** The picture whose radio is checked: index.module.css shows it, its arrows and its number. */
function current() {
  const checked = radios().filter((radio) => (radio as HTMLInputElement).checked);
  expect(checked).toHaveLength(1);
  return Number((checked[0] as HTMLInputElement).value);
}

/** The arrows and number on screen: the ones of the current picture (jsdom does not apply the CSS). */
function shownControls() {
  const controls = document.querySelector<HTMLElement>(`.slideControls[data-slide="${current()}"]`);
  if (!controls) throw new Error('no controls for the current picture');
  return within(controls);
}

const arrow = (title: 'Previous picture' | 'Next picture') => shownControls().getByTitle(title);
const dot = (k: number) => {
  const radio = screen.getByRole('radio', { name: `Show picture ${k} of ${n}` });
  return document.querySelector<HTMLElement>(`label.dot[for="${radio.id}"]`) ?? radio;
};

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

    const slides = within(gallery).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      multi.images.map((_, i) => `${i + 1} of ${n}`),
    );
    slides.forEach((slide, i) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(within(slide).getByRole('img')).toHaveAccessibleName(`${multi.title}, picture ${i + 1} of ${n}`);
    });

    const picker = screen.getByRole('radiogroup', { name: 'Pictures' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(multi.images.map((_, i) => `Show picture ${i + 1} of ${n}`));
    expect(current()).toBe(1);
    expect(shownControls().getByText(`1 / ${n}`)).toBeInTheDocument();
  });

  it('puts every picture in the HTML: the first eager, the others lazy until shown', () => {
    renderHtml(multi);
    const [first, ...others] = screen.getAllByRole('img');
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
    expect(current()).toBe(n);
    expect(shownControls().getByText(`${n} / ${n}`)).toBeInTheDocument();
    await user.click(arrow('Next picture'));
    expect(current()).toBe(1);
    await user.click(arrow('Next picture'));
    expect(current()).toBe(2);
    expect(shownControls().getByText(`2 / ${n}`)).toBeInTheDocument();
    await user.click(arrow('Previous picture'));
    expect(current()).toBe(1);
  });

  it('gives every picture its own pair of arrows, to the pictures either side of it', () => {
    renderHtml(multi);
    const radioNumber = (label: HTMLElement) =>
      Number(document.getElementById(label.getAttribute('for') ?? '')?.getAttribute('value'));
    const pairs = [...document.querySelectorAll<HTMLElement>('.slideControls')].map((controls) => [
      radioNumber(within(controls).getByTitle('Previous picture')),
      radioNumber(within(controls).getByTitle('Next picture')),
    ]);
    expect(pairs).toEqual(multi.images.map((_, i) => [((i - 1 + n) % n) + 1, ((i + 1) % n) + 1]));
  });

  it('jumps to a picture from its dot', async () => {
    const user = userEvent.setup();
    renderHtml(multi);
    await user.click(dot(3));
    expect(current()).toBe(3);
    expect(screen.getByRole('radio', { name: `Show picture 3 of ${n}` })).toBeChecked();
    await user.click(dot(1));
    expect(current()).toBe(1);
  });

  it('reads in Bangla, with Bengali digits, on a Bangla page', async () => {
    const user = userEvent.setup();
    const bangla = projects.bn.find((p) => p.id === multi.id);
    if (!bangla) throw new Error(`no Bangla ${multi.id}`);
    renderHtml(bangla, 'bn');
    expect(
      screen.getByRole('region', { name: 'আটতলা বাণিজ্যিক ভবন, উত্তরা: ছবির গ্যালারি' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'ছবিসমূহ' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')[1]).toHaveAccessibleName('৪টির মধ্যে ২');
    expect(screen.getAllByRole('img')[1]).toHaveAccessibleName(
      'আটতলা বাণিজ্যিক ভবন, উত্তরা, ৪টির মধ্যে ২ নম্বর ছবি',
    );
    expect(shownControls().getByText('১ / ৪')).toBeInTheDocument();
    await user.click(shownControls().getByTitle('পরের ছবি'));
    expect(screen.getByRole('radio', { name: '৪টির মধ্যে ২ নম্বর ছবি দেখুন' })).toBeChecked();
    expect(shownControls().getByText('২ / ৪')).toBeInTheDocument();
    await user.click(shownControls().getByTitle('আগের ছবি'));
    expect(current()).toBe(1);
  });

  it("has a line of CSS for every picture of every project's gallery", () => {
    const css = readFileSync(path.join(__dirname, 'index.module.css'), 'utf8');
    for (const project of projectFacts) {
      project.images.forEach((_, i) => {
        expect(css).toContain(`.gallery:has(.radio[value='${i + 1}']:checked) [data-slide='${i + 1}']`);
      });
    }
  });
});
