/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { CONTACT_DRAFT_TTL_MS } from '@/lib/constants';
import { aboutStats, missionVisionValues, orgChart, proprietor, story, timeline } from './about';
import { company } from './company';
import { contactMethods, offices } from './contact';
import { equipment } from './equipment';
import { achievements, heroSlides, homeAbout, homeHighlights } from './home';
import { referencedImages } from './imageRefs';
import { privacyPolicy } from './legal';
import { thirdParties } from './third-parties';
import { bankAccounts, compliance, licenseDocuments } from './licenses';
import { navigation, quickLinks } from './navigation';
import { projects } from './projects';
import { services } from './services';
import { footerServices } from './shell';
import { supplyMaterials, testimonials, whyChooseUs } from './supply';
import { team } from './team';
import { equipmentCategories, teamCategories } from './types';
import type { ImageFolder, ImagePath, OrgNode } from './types';

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function countBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('navigation', () => {
  it('lists the ten routes of the spec, numbered 01 to 10, in order', () => {
    expect(navigation.map(({ name, path, number }) => [number, name, path])).toEqual([
      ['01', 'Home', '/'],
      ['02', 'About', '/about/'],
      ['03', 'Services', '/services/'],
      ['04', 'Projects', '/projects/'],
      ['05', 'Team', '/team/'],
      ['06', 'Equipment', '/equipment/'],
      ['07', 'Rent', '/rent/'],
      ['08', 'Supply', '/supply/'],
      ['09', 'Licenses', '/licenses/'],
      ['10', 'Contact', '/contact/'],
    ]);
  });

  it('has the footer quick links of the spec, each pointing at a navigation route', () => {
    expect(quickLinks.map((link) => link.name)).toEqual([
      'Home',
      'About Us',
      'Services',
      'Projects',
      'Contact',
    ]);
    const paths: string[] = navigation.map((item) => item.path);
    for (const link of quickLinks) expect(paths).toContain(link.path);
  });
});

describe('home', () => {
  it('has three hero slides', () => {
    expect(heroSlides).toHaveLength(3);
  });

  it('has four highlights', () => {
    expect(homeHighlights).toHaveLength(4);
  });

  it('shows the four achievement figures of the spec, in order', () => {
    expect(achievements.map((stat) => stat.value)).toEqual(['5+', '50+', '25+', '100+']);
    expect(achievements.map((stat) => stat.label)).toEqual([
      'Years of Experience',
      'Projects Completed',
      'Equipment Fleet',
      'Team Members',
    ]);
  });

  it("shows '50+ projects completed' in the About block", () => {
    expect(homeAbout.badge).toEqual({ value: '50+', label: 'Projects Completed' });
    expect(homeAbout.heading).not.toBe('');
    expect(homeAbout.body).not.toBe('');
  });
});

describe('about', () => {
  it('tells the story in three paragraphs', () => {
    expect(story.paragraphs).toHaveLength(3);
  });

  it("has a stats pair with 5+ years and the About page's 45+ team members", () => {
    expect(aboutStats).toHaveLength(2);
    expect(aboutStats.map((stat) => stat.value)).toEqual(['5+', '45+']);
  });

  it('has the organisation chart of the spec', () => {
    expect(orgChart.role).toBe('CEO / Managing Director');
    const managers: OrgNode[] = orgChart.children;
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

  it('has Mission, Vision and Values cards', () => {
    expect(missionVisionValues.map((card) => card.title)).toEqual([
      'Our Mission',
      'Our Vision',
      'Our Values',
    ]);
  });

  it('has a proprietor message of two or three paragraphs, from the Managing Director', () => {
    expect(proprietor.message.length).toBeGreaterThanOrEqual(2);
    expect(proprietor.message.length).toBeLessThanOrEqual(3);
    expect(team[0]?.name).toBe(proprietor.name);
  });

  it('has one timeline entry per year from 2019 to 2024, in order', () => {
    expect(timeline.map((entry) => entry.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    expect(timeline[0]?.year).toBe(company.foundedYear);
  });
});

describe('services', () => {
  it('has ten services with five distinct features each', () => {
    expect(services).toHaveLength(10);
    for (const service of services) {
      expect(service.features).toHaveLength(5);
      expect(new Set(service.features).size).toBe(5);
    }
  });

  it('lists the first seven service titles in the footer', () => {
    expect(footerServices).toEqual(services.slice(0, 7).map((service) => service.title));
    expect(footerServices).toHaveLength(7);
  });
});

describe('projects', () => {
  it('has two building construction projects', () => {
    expect(projects).toHaveLength(2);
    for (const project of projects) expect(project.category).toBe('Building Construction');
  });

  it('leaves client and location empty on the first project, which has one image', () => {
    const [first, second] = projects;
    expect(first?.client).toBe('');
    expect(first?.location).toBe('');
    expect(first?.images).toHaveLength(1);
    expect(second?.client).not.toBe('');
    expect(second?.location).not.toBe('');
    expect(second?.images.length).toBeGreaterThan(1);
  });

  it('uses the first image as thumbnail and a whole-number year', () => {
    for (const project of projects) {
      expect(project.images).toContain(project.thumbnail);
      expect(project.thumbnail).toBe(project.images[0]);
      expect(new Set(project.images).size).toBe(project.images.length);
      expect(Number.isInteger(project.year)).toBe(true);
      expect(project.year).toBeGreaterThanOrEqual(company.foundedYear);
    }
  });
});

describe('team', () => {
  it('has 46 members in the twelve categories, in the agreed distribution', () => {
    expect(team).toHaveLength(46);
    const counts = countBy(team, (member) => member.category);
    expect(Object.fromEntries(teamCategories.map((c) => [c, counts.get(c) ?? 0]))).toEqual({
      Admin: 4,
      Engineering: 7,
      'Executive Officer': 3,
      Piling: 5,
      'Source Manager': 1,
      'Base/Wall': 5,
      Excavator: 4,
      'Paint Section': 4,
      Plumbing: 3,
      Carpentry: 4,
      'Tiles Fitting': 3,
      Truck: 3,
    });
    expect(teamCategories).toHaveLength(12);
    expect([...counts.keys()].every((c) => teamCategories.includes(c))).toBe(true);
  });

  it('starts with the Managing Director', () => {
    expect(team[0]?.category).toBe('Executive Officer');
    expect(team[0]?.position).toMatch(/Managing Director/);
  });

  it('has distinct placeholder e-mail addresses and E.164 phone numbers', () => {
    for (const member of team) {
      expect(member.email).toMatch(/^[a-z]+\.[a-z]+@unnoticonstruction\.com\.bd$/);
      expect(member.phone).toMatch(/^\+8801\d{9}$/);
    }
    expect(duplicates(team.map((m) => m.email))).toEqual([]);
    expect(duplicates(team.map((m) => m.phone))).toEqual([]);
  });
});

describe('equipment', () => {
  it('has twelve units covering all seven categories', () => {
    expect(equipment).toHaveLength(12);
    expect(equipmentCategories).toHaveLength(7);
    const counts = countBy(equipment, (item) => item.category);
    for (const category of equipmentCategories) {
      expect(counts.get(category) ?? 0).toBeGreaterThan(0);
    }
    expect(counts.size).toBe(7);
  });

  it("exercises both 'Equipment Unit' and 'Equipment Units'", () => {
    const sizes = [...countBy(equipment, (item) => item.category).values()];
    expect(sizes).toContain(1);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(3);
  });
});

describe('supply', () => {
  it('has nine materials with monthly capacities from 800 to 2000 tons', () => {
    expect(supplyMaterials).toHaveLength(9);
    const capacities = supplyMaterials.map((m) => m.capacityTonsPerMonth);
    for (const capacity of capacities) {
      expect(capacity).toBeGreaterThanOrEqual(800);
      expect(capacity).toBeLessThanOrEqual(2000);
    }
    expect(Math.min(...capacities)).toBe(800);
    expect(Math.max(...capacities)).toBe(2000);
  });

  it('has three why-choose-us cards and three testimonials', () => {
    expect(whyChooseUs).toHaveLength(3);
    expect(testimonials).toHaveLength(3);
  });
});

describe('licenses', () => {
  it('has the five documents of the spec, with their years, all valid', () => {
    expect(
      licenseDocuments.map(({ id, issueDate, renewalDate, status }) => [id, issueDate, renewalDate, status]),
    ).toEqual([
      ['trade-license', 2019, 2025, 'Valid'],
      ['tin-certificate', 2016, 'Annual', 'Valid'],
      ['bin-certificate', 2019, 'N/A', 'Valid'],
      ['import-registration-certificate', 2018, 2025, 'Valid'],
      ['export-registration-certificate', 2018, 2025, 'Valid'],
    ]);
    for (const document of licenseDocuments) expect(document.description).toMatch(/No: \S/);
  });

  it('has four bank accounts with distinct card styles and 13-17 digit numbers', () => {
    expect(bankAccounts).toHaveLength(4);
    expect(new Set(bankAccounts.map((a) => a.style)).size).toBe(4);
    expect(duplicates(bankAccounts.map((a) => a.bankName))).toEqual([]);
    for (const account of bankAccounts) expect(account.accountNumber).toMatch(/^\d{13,17}$/);
  });

  it('has the three compliance cards of the spec', () => {
    expect(compliance.map((card) => card.title)).toEqual([
      'Legal Compliance',
      'Regular Audits',
      'Transparent Operations',
    ]);
  });
});

describe('contact', () => {
  /** '18:00' -> '6:00 PM' */
  function twelveHour(time: string): string {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const suffix = hours < 12 ? 'AM' : 'PM';
    return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
  }

  it('has the two offices with the hours of the spec', () => {
    expect(offices.map((office) => [office.type, office.hours])).toEqual([
      ['Corporate Head office', 'Sunday to Thursday, 9:00 AM to 6:00 PM'],
      ['Branch office', 'Sunday to Thursday, 8:00 AM to 5:00 PM'],
    ]);
  });

  it('gives structured opening hours that say the same as the text', () => {
    for (const office of offices) {
      const { days, opens, closes } = office.openingHours;
      expect(days).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);
      expect(office.hours).toBe(
        `${days[0]} to ${days.at(-1)}, ${twelveHour(opens)} to ${twelveHour(closes)}`,
      );
    }
  });

  it("uses the company's own address, phone and e-mail for the head office", () => {
    const head = offices[0];
    const { street, area, city, postalCode } = company.address;
    expect(head?.address).toBe(`${street}, ${area}, ${city} ${postalCode}`);
    expect(head?.phone).toBe(company.phone.display);
    expect(head?.phoneE164).toBe(company.phone.e164);
    expect(head?.email).toBe(company.email);
  });

  it('gives every office an E.164 number that matches its displayed one', () => {
    for (const office of offices) {
      expect(office.phoneE164).toMatch(/^\+8801\d{9}$/);
      expect(office.phone.replace(/[^\d+]/g, '')).toBe(office.phoneE164);
    }
  });

  it('offers call, e-mail and WhatsApp, linked to the company channels', () => {
    expect(contactMethods.map((method) => method.channel)).toEqual(['phone', 'email', 'whatsapp']);
    expect(contactMethods.map((method) => method.icon)).toEqual(['phone', 'mail', 'whatsapp']);
  });
});

describe('privacy policy', () => {
  it('has the five sections of the spec and a contact line with the company e-mail', () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      'Information Collection',
      'Use of Information',
      'Information Sharing',
      'Data Security',
      'Updates to Policy',
    ]);
    expect(privacyPolicy.contactLine).toContain(company.email);
  });

  const policyText = () => privacyPolicy.sections.map((section) => section.body).join(' ');

  it('names every outside service the pages talk to (the origins their CSP allows)', () => {
    for (const { name } of thirdParties) expect(policyText()).toContain(name);
    const count = ['No', 'One', 'Two', 'Three', 'Four', 'Five'][thirdParties.length];
    expect(policyText()).toContain(`${count} outside service`);
  });

  it("states how long the contact form's draft is kept in the browser", () => {
    const days = CONTACT_DRAFT_TTL_MS / (24 * 60 * 60 * 1000);
    expect(Number.isInteger(days)).toBe(true);
    expect(policyText()).toContain(`forgotten after ${days} days`);
  });

  it('claims no absence of cookies or tracking that the map contradicts', () => {
    expect(policyText()).not.toMatch(/no cookies(?! of its own)|of any kind/i);
  });
});

describe('ids', () => {
  const lists: [string, string[]][] = [
    ['heroSlides', heroSlides.map((x) => x.id)],
    ['services', services.map((x) => x.id)],
    ['projects', projects.map((x) => x.id)],
    ['team', team.map((x) => x.id)],
    ['equipment', equipment.map((x) => x.id)],
    ['supplyMaterials', supplyMaterials.map((x) => x.id)],
    ['testimonials', testimonials.map((x) => x.id)],
    ['licenseDocuments', licenseDocuments.map((x) => x.id)],
  ];

  it.each(lists)('%s ids are unique URL slugs', (_name, ids) => {
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(slug);
  });
});

describe('images', () => {
  const byList: [string, ImageFolder, ImagePath[]][] = [
    ['heroSlides', 'hero', heroSlides.map((x) => x.image)],
    ['services', 'services', services.map((x) => x.image)],
    ['projects', 'projects', projects.flatMap((x) => [x.thumbnail, ...x.images])],
    ['team', 'team', team.map((x) => x.image)],
    ['equipment', 'equipment', equipment.map((x) => x.image)],
    ['supplyMaterials', 'supply', supplyMaterials.map((x) => x.image)],
    ['testimonials', 'testimonials', testimonials.map((x) => x.photo)],
    ['licenseDocuments', 'licenses', licenseDocuments.map((x) => x.fileUrl)],
    ['bankAccounts', 'banks', bankAccounts.map((x) => x.image)],
  ];

  it.each(byList)('%s images live in content/images/%s/', (_name, folder, paths) => {
    for (const image of paths) expect(image.startsWith(`${folder}/`)).toBe(true);
  });

  it('names each image after the id of its item', () => {
    const expected: [ImagePath, string][] = [
      ...heroSlides.map((x): [ImagePath, string] => [x.image, `hero/${x.id}.jpg`]),
      ...services.map((x): [ImagePath, string] => [x.image, `services/${x.id}.jpg`]),
      ...team.map((x): [ImagePath, string] => [x.image, `team/${x.id}.jpg`]),
      ...equipment.map((x): [ImagePath, string] => [x.image, `equipment/${x.id}.jpg`]),
      ...supplyMaterials.map((x): [ImagePath, string] => [x.image, `supply/${x.id}.jpg`]),
      ...testimonials.map((x): [ImagePath, string] => [x.photo, `testimonials/${x.id}.jpg`]),
      ...licenseDocuments.map((x): [ImagePath, string] => [x.fileUrl, `licenses/${x.id}.jpg`]),
      ...projects.flatMap((p) =>
        p.images.map((x, i): [ImagePath, string] => [x, `projects/${p.id}-${i + 1}.jpg`]),
      ),
    ];
    for (const [actual, wanted] of expected) expect(actual).toBe(wanted);
  });

  it('collects every referenced image once', () => {
    const all = byList.flatMap(([, , paths]) => paths);
    expect(referencedImages().sort()).toEqual([...new Set(all)].sort());
  });

  // Fails until the artwork for content/images/ has been generated (npm run artwork).
  it('has a source file under content/images/ for every referenced image', () => {
    const missing = referencedImages().filter((image) => !existsSync(path.join(__dirname, 'images', image)));
    expect(missing).toEqual([]);
  });
});

describe('copy', () => {
  /** Every string reachable from the content exports. */
  function strings(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  }

  it('contains no placeholder text', () => {
    const all = strings([
      heroSlides,
      homeAbout,
      homeHighlights,
      achievements,
      story,
      aboutStats,
      orgChart,
      missionVisionValues,
      proprietor,
      timeline,
      services,
      projects,
      team,
      equipment,
      supplyMaterials,
      whyChooseUs,
      testimonials,
      licenseDocuments,
      bankAccounts,
      compliance,
      offices,
      contactMethods,
      privacyPolicy,
    ]);
    expect(all.length).toBeGreaterThan(500);
    for (const text of all) {
      expect(text).not.toMatch(/lorem|ipsum|\bTO[D]O\b|\bTBD\b|coming\ssoon|placeholder/i);
      expect(text.trim()).toBe(text);
    }
  });
});
