/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { proprietorId, team, teamCategories, teamCategoryLabels, teamFacts, teamPage } from './team';
import { duplicates, slug, strings } from '@/tests/unit/content-steps';

describe('team', () => {
  it('has 46 members in the twelve categories, in the agreed distribution', () => {
    expect(teamFacts).toHaveLength(46);
    const counts = Object.fromEntries(
      teamCategories.map((key) => [key, teamFacts.filter((member) => member.category === key).length]),
    );
    expect(counts).toEqual({
      admin: 4,
      engineering: 7,
      'executive-officer': 3,
      piling: 5,
      'source-manager': 1,
      'base-wall': 5,
      excavator: 4,
      'paint-section': 4,
      plumbing: 3,
      carpentry: 4,
      'tiles-fitting': 3,
      truck: 3,
    });
  });

  it('names every category in both languages, in the same order, each name once', () => {
    for (const locale of locales) {
      expect(Object.keys(teamCategoryLabels[locale])).toEqual([...teamCategories]);
      expect(duplicates(Object.values(teamCategoryLabels[locale]))).toEqual([]);
    }
  });

  it('starts with the proprietor and Managing Director', () => {
    expect(teamFacts[0]?.id).toBe(proprietorId);
    expect(teamFacts[0]?.category).toBe('executive-officer');
    expect(team.en[0]?.name).toBe('Engr. Md. Mahbubur Rahman');
    expect(team.en[0]?.position).toMatch(/Managing Director/);
    expect(team.bn[0]?.name).toBe('প্রকৌশলী মো. মাহবুবুর রহমান');
    expect(team.bn[0]?.position).toMatch(/ব্যবস্থাপনা পরিচালক/);
  });

  it('has unique slug ids, a portrait named after each, and distinct placeholder e-mails and E.164 phones', () => {
    const ids = teamFacts.map((member) => member.id);
    expect(duplicates(ids)).toEqual([]);
    for (const member of teamFacts) {
      expect(member.id).toMatch(slug);
      expect(member.image).toBe(`team/${member.id}.jpg`);
      expect(member.email).toMatch(/^[a-z]+\.[a-z]+@unnoticonstruction\.com\.bd$/);
      expect(member.phone).toMatch(/^\+8801\d{9}$/);
    }
    expect(duplicates(teamFacts.map((m) => m.email))).toEqual([]);
    expect(duplicates(teamFacts.map((m) => m.phone))).toEqual([]);
  });

  it('shows the same people in both languages: ids, order, categories, portraits, e-mails and phones', () => {
    const facts = ({ id, category, image, email, phone }: (typeof team.en)[number]) => ({
      id,
      category,
      image,
      email,
      phone,
    });
    for (const locale of locales) {
      expect(team[locale]).toHaveLength(46);
      expect(team[locale].map(facts)).toEqual(teamFacts.map((member) => ({ ...member })));
    }
  });

  it('gives every member a name, a position and a bio in each language, and different ones in each', () => {
    for (const locale of locales) {
      for (const member of team[locale]) {
        for (const text of [member.name, member.position, member.bio]) {
          expect(text.trim()).toBe(text);
          expect(text).not.toBe('');
        }
      }
    }
    team.bn.forEach((member, i) => {
      const english = team.en[i];
      expect(member.name).not.toBe(english?.name);
      expect(member.position).not.toBe(english?.position);
      expect(member.bio).not.toBe(english?.bio);
    });
    expect(duplicates(team.bn.map((m) => m.name))).toEqual([]);
  });

  it('writes the Bangla pages in Bangla script: names with প্রকৌশলী and মো., no Latin letter or English digit', () => {
    const bangla = strings([
      team.bn.map(({ name, position, bio }) => ({ name, position, bio })),
      teamCategoryLabels.bn,
      teamPage.bn,
    ]);
    expect(bangla.length).toBeGreaterThan(150);
    for (const text of bangla) {
      expect(text).not.toMatch(/[A-Za-z0-9]/);
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
    }
    const engineers = team.en.filter((m) => m.name.startsWith('Engr. ')).map((m) => m.id);
    expect(team.bn.filter((m) => m.name.startsWith('প্রকৌশলী ')).map((m) => m.id)).toEqual(engineers);
  });

  it("keeps the spec's English counts, and counts in Bengali digits on the Bangla page", () => {
    expect(teamPage.en.count(46)).toBe('46 person found');
    expect(teamPage.en.count(1)).toBe('1 person found');
    expect(teamPage.en.count(0)).toBe('0 person found');
    expect(teamPage.en.units(1)).toBe('1 Professional');
    expect(teamPage.en.units(7)).toBe('7 Professionals');
    expect(teamPage.en.pagerLabel).toBe('Team pages');
    expect(teamPage.en.filterLabel).toBe('Filter team by category');
    expect(teamPage.en.card.email('Rina Akter')).toBe('E-mail Rina Akter');
    expect(teamPage.en.card.call('Rina Akter')).toBe('Call Rina Akter');

    expect(teamPage.bn.count(46)).toBe('৪৬ জন পাওয়া গেছে');
    expect(teamPage.bn.count(0)).toBe('কাউকে পাওয়া যায়নি');
    expect(teamPage.bn.units(7)).toBe('৭ জন সদস্য');
    expect(teamPage.bn.card.email('রিনা আক্তার')).toBe('রিনা আক্তারকে ই-মেইল করুন');
    expect(teamPage.bn.card.call('রিনা আক্তার')).toBe('রিনা আক্তারকে ফোন করুন');
  });

  it('has every word of the page in both languages, and none the same', () => {
    const words = (locale: 'en' | 'bn') => strings(teamPage[locale]);
    expect(words('bn')).toHaveLength(words('en').length);
    words('bn').forEach((text, i) => expect(text).not.toBe(words('en')[i]));
  });
});
