/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import {
  aboutLabels,
  aboutSections,
  aboutStats,
  missionVisionValues,
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

const roles = (node: OrgNodeFacts): string[] => [node.role, ...(node.children ?? []).flatMap(roles)];
const staff = (node: OrgNodeFacts): string[] => [
  ...(node.staff ?? []),
  ...(node.children ?? []).flatMap(staff),
];

describe('about', () => {
  it("has the spec's stats pair: 5+ years and the About page's 45+ team members", () => {
    expect(aboutStats.en.map((stat) => stat.value)).toEqual(['5+', '45+']);
  });

  it('has the organisation chart of the spec, every role and staff once', () => {
    const [operations, ...others] = orgChartFacts.children ?? [];
    expect(orgChartFacts.role).toBe('managing-director');
    expect([operations, ...others].map((node) => [node?.role, (node?.staff?.length ?? 0) > 0])).toEqual([
      ['operations-manager', true],
      ['finance-admin-manager', true],
      ['business-development-manager', true],
    ]);
    expect(roles(operations!)).toEqual(['operations-manager', 'site-supervisors', 'workers']);
    expect(roles(orgChartFacts).sort()).toEqual([...orgRoles].sort());
    expect(staff(orgChartFacts).sort()).toEqual([...orgStaff].sort());
  });

  it('names each list of the chart after its role, in each language', () => {
    for (const locale of locales) {
      const { staff: staffOf, reports } = aboutLabels[locale].orgChart;
      expect(staffOf('X')).toContain('X');
      expect(reports('X')).toContain('X');
    }
  });

  it('has three Mission, Vision and Values cards, and a story of three paragraphs', () => {
    for (const locale of locales) {
      expect(missionVisionValues[locale]).toHaveLength(3);
      expect(story[locale].paragraphs).toHaveLength(3);
      expect(aboutSections[locale].story.title).toBe(story[locale].heading);
    }
  });

  it("signs the proprietor's message with the Team page's first member, name, title and portrait", () => {
    for (const locale of locales) {
      const [first] = team[locale];
      const { name, title, portrait } = proprietor[locale];
      expect([name, title, portrait?.image]).toEqual([first?.name, first?.position, first?.image]);
    }
  });

  it('has one timeline entry a year from the founding, 2019, to 2024', () => {
    for (const locale of locales) {
      expect(timeline[locale].map((entry) => entry.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    }
    expect(company.foundedYear).toBe(2019);
  });
});
