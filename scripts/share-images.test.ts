/** @jest-environment node */
import { company, companyText } from '@/content/company';
import { formatYear } from '@/lib/i18n';
import { pageText } from '@/content/navigation';
import { projects, projectsPage } from '@/content/projects';
import { sharePages } from '@/lib/seo';
import { wrap } from './lib/wrap';
import { cardOf } from './share-images';

/** Every character 10 units wide. */
const width = (text: string) => text.length * 10;

describe('wrap', () => {
  it('fills each line with as many words as fit', () => {
    expect(wrap('Six-Storey Office Block, Gulshan', 240, 3, width)).toEqual([
      'Six-Storey Office Block,',
      'Gulshan',
    ]);
  });

  it('ends the last allowed line with an ellipsis when words are left over', () => {
    expect(wrap('one two three four five six', 90, 2, width)).toEqual(['one two', 'three…']);
  });

  it('keeps a word longer than the line on a line of its own', () => {
    expect(wrap('Supercalifragilistic yes', 50, 3, width)).toEqual(['Supercalifragilistic', 'yes']);
  });
});

describe('wrap, in Bangla', () => {
  it('breaks at spaces only, never inside a word or a cluster, and ends a cut line at its danda', () => {
    const text = 'ঢাকায় নির্মাণ, যন্ত্রপাতি ভাড়া ও নির্মাণসামগ্রী সরবরাহ, ২০১৯ সাল থেকে।';
    const lines = wrap(text, 200, 6, width);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(text.split(' ')).toEqual(expect.arrayContaining(line.split(' ')));
    expect(wrap('এক দুই তিন। চার পাঁচ', 120, 1, width)).toEqual(['এক দুই তিন…']);
  });
});

describe('what each card says', () => {
  it.each(['en', 'bn'] as const)('draws each card from the content of its language (%s)', (locale) => {
    const words = companyText[locale];
    expect(cardOf(locale, { route: 'home' })).toMatchObject({
      eyebrow: words.shareCard.lines,
      title: words.motto,
      detail: [words.shareCard.since(formatYear(locale, company.foundedYear))],
    });
    const project = projects[locale][1]!;
    expect(cardOf(locale, { project })).toEqual({
      eyebrow: `${words.shareCard.project} · ${projectsPage[locale].categories[project.category]}`,
      title: project.title,
      detail: [project.location, project.client],
      image: project.thumbnail,
    });
    expect(cardOf(locale, { route: 'team' })).toMatchObject({
      eyebrow: pageText[locale].team.intro.eyebrow,
      title: pageText[locale].team.intro.title,
    });
  });

  it('says it in Bangla on every Bangla card, with Bengali digits, from the Bangla content', () => {
    for (const page of sharePages) {
      const { eyebrow, title, detail } = cardOf('bn', page);
      for (const text of [eyebrow, title, ...detail]) {
        expect(text).toMatch(/[\u0980-\u09ff]/);
        expect(text).not.toMatch(/[A-Za-z0-9]/);
      }
    }
    // A project with no place named is placed in the city, in Bangla.
    const { city, country } = companyText.bn.address;
    expect(cardOf('bn', { project: projects.bn[0]! }).detail).toEqual([`${city}, ${country}`]);
  });
});
