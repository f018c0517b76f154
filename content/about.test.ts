/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import {
  aboutLabels,
  aboutSections,
  aboutStats,
  missionVisionValues,
  orgChart,
  orgChartFacts,
  orgRoles,
  orgStaff,
  proprietor,
  story,
  timeline,
  type OrgNodeFacts,
} from './about';
import { company } from './company';
import { team } from './team';
import type { OrgNode } from './types';
import { slug, strings } from '@/tests/unit/content-steps';

function factRoles(node: OrgNodeFacts): string[] {
  return [node.role, ...(node.children ?? []).flatMap(factRoles)];
}

function factStaff(node: OrgNodeFacts): string[] {
  return [...(node.staff ?? []), ...(node.children ?? []).flatMap(factStaff)];
}

/** The chart's shape without its words: how many staff and reports each role has, top first. */
function shape(node: OrgNode): unknown {
  return { staff: node.staff?.length ?? 0, children: (node.children ?? []).map(shape) };
}

describe('about', () => {
  it('tells the story in three paragraphs', () => {
    for (const locale of locales) expect(story[locale].paragraphs).toHaveLength(3);
  });

  it("has a stats pair with 5+ years and the About page's 45+ team members", () => {
    expect(aboutStats.en.map((stat) => stat.value)).toEqual(['5+', '45+']);
    expect(aboutStats.bn.map((stat) => stat.value)).toEqual(['৫+', '৪৫+']);
  });

  it('has the organisation chart of the spec', () => {
    const chart = orgChart.en;
    expect(chart.role).toBe('CEO / Managing Director');
    const managers = chart.children ?? [];
    expect(managers.map((node) => node.role)).toEqual([
      'Operations Manager',
      'Finance & Admin Manager',
      'Business Development Manager',
    ]);
    for (const manager of managers) {
      expect(manager.staff?.length).toBeGreaterThanOrEqual(2);
      expect(manager.staff?.length).toBeLessThanOrEqual(4);
    }
    const supervisors = managers[0]?.children?.[0];
    expect(supervisors?.role).toBe('Site Supervisors');
    const workers = supervisors?.children?.[0];
    expect(workers?.role).toBe('Workers');
    expect(workers?.staff).toEqual(expect.arrayContaining(['Masons', 'Piling Crew']));
  });

  it('places every role and every staff id of the chart exactly once', () => {
    expect(factRoles(orgChartFacts).sort()).toEqual([...orgRoles].sort());
    expect(factStaff(orgChartFacts).sort()).toEqual([...orgStaff].sort());
    for (const id of [...orgRoles, ...orgStaff]) expect(id).toMatch(slug);
  });

  it('has Mission, Vision and Values cards', () => {
    expect(missionVisionValues.en.map((card) => card.title)).toEqual([
      'Our Mission',
      'Our Vision',
      'Our Values',
    ]);
  });

  it("has a proprietor message of two or three paragraphs, signed with the Team page's first member", () => {
    for (const locale of locales) {
      const { message, name, title, portrait } = proprietor[locale];
      expect(message.length).toBeGreaterThanOrEqual(2);
      expect(message.length).toBeLessThanOrEqual(3);
      expect(team[locale][0]?.name).toBe(name);
      expect(team[locale][0]?.position).toBe(title);
      expect(portrait?.image).toBe('team/mahbubur-rahman.jpg');
    }
    expect(proprietor.en.name).toBe('Engr. Md. Mahbubur Rahman');
    expect(proprietor.en.title).toBe('Proprietor & Managing Director');
    expect(proprietor.en.portrait?.alt).toBe('Portrait of Engr. Md. Mahbubur Rahman');
    expect(proprietor.bn.name).toBe('প্রকৌশলী মো. মাহবুবুর রহমান');
    expect(proprietor.bn.portrait?.alt).toBe('প্রকৌশলী মো. মাহবুবুর রহমানের ছবি');
  });

  it('has one timeline entry per year from 2019 to 2024, in order', () => {
    for (const locale of locales) {
      expect(timeline[locale].map((entry) => entry.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    }
    expect(timeline.en[0]?.year).toBe(company.foundedYear);
  });

  it('titles the story section with the story heading', () => {
    for (const locale of locales) expect(aboutSections[locale].story.title).toBe(story[locale].heading);
  });

  it('names the lists of the chart from the role', () => {
    expect(aboutLabels.en.orgChart.staff('Workers')).toBe('Staff of Workers');
    expect(aboutLabels.en.orgChart.reports('Operations Manager')).toBe('Reporting to Operations Manager');
    expect(aboutLabels.bn.orgChart.staff('অপারেশনস ম্যানেজার')).toBe('অপারেশনস ম্যানেজারের দল');
    expect(aboutLabels.bn.orgChart.staff('শ্রমিক ও মিস্ত্রি')).toBe('শ্রমিক ও মিস্ত্রির দল');
    expect(aboutLabels.bn.orgChart.reports('সিইও')).toBe('সিইওর অধীনে');
  });
});

describe('about in both languages', () => {
  const all = (locale: (typeof locales)[number]) => ({
    story: story[locale],
    stats: aboutStats[locale],
    orgChart: orgChart[locale],
    cards: missionVisionValues[locale],
    proprietor: proprietor[locale],
    timeline: timeline[locale],
    sections: aboutSections[locale],
    labels: aboutLabels[locale],
  });

  it('has the same ids, counts, pictures and chart in each language', () => {
    const strip = (locale: (typeof locales)[number]) => ({
      image: story[locale].image,
      paragraphs: story[locale].paragraphs.length,
      stats: aboutStats[locale].map(({ id, icon }) => ({ id, icon })),
      chart: shape(orgChart[locale]),
      cards: missionVisionValues[locale].map(({ id, icon }) => ({ id, icon })),
      message: proprietor[locale].message.length,
      portrait: proprietor[locale].portrait?.image,
      timeline: timeline[locale].map(({ id, year }) => ({ id, year })),
      sections: Object.keys(aboutSections[locale]),
    });
    expect(strip('bn')).toEqual(strip('en'));
  });

  it('has no empty, untrimmed or placeholder text', () => {
    for (const locale of locales) {
      const texts = strings(all(locale));
      expect(texts.length).toBeGreaterThan(60);
      for (const text of texts) {
        expect(text.trim()).toBe(text);
        expect(text).not.toBe('');
        expect(text).not.toMatch(/lorem|ipsum|\bTO[D]O\b|\bTBD\b|coming\ssoon|placeholder/i);
      }
    }
  });

  it('writes the Bangla page in Bangla: no English words, no Latin digits', () => {
    const texts = strings([
      story.bn.heading,
      story.bn.paragraphs,
      story.bn.imageAlt,
      aboutStats.bn.map(({ value, label }) => [value, label]),
      orgChart.bn,
      missionVisionValues.bn.map(({ title, description }) => [title, description]),
      proprietor.bn.name,
      proprietor.bn.title,
      proprietor.bn.message,
      proprietor.bn.portrait?.alt,
      timeline.bn.map(({ title, event }) => [title, event]),
      aboutSections.bn,
      aboutLabels.bn,
    ]);
    expect(texts.length).toBeGreaterThan(60);
    for (const text of texts) {
      expect(text).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it('gives the chart unique role names in each language', () => {
    function roles(node: OrgNode): string[] {
      return [node.role, ...(node.children ?? []).flatMap(roles)];
    }
    for (const locale of locales) {
      const names = roles(orgChart[locale]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
