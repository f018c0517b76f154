/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { fillNamedWords } from './types';
import { serviceFacts, services, servicesPage } from './services';
import { duplicates, slug, strings, withoutPlaceholders } from '@/tests/unit/content-steps';

describe('services', () => {
  it('has ten services with unique slug ids, each with the picture named after it', () => {
    expect(serviceFacts).toHaveLength(10);
    const ids = serviceFacts.map((service) => service.id);
    expect(duplicates(ids)).toEqual([]);
    for (const service of serviceFacts) {
      expect(service.id).toMatch(slug);
      expect(service.image).toBe(`services/${service.id}.jpg`);
    }
  });

  it("keeps the spec's English titles, in order: the home page shows the first six, the footer the first seven", () => {
    expect(services.en.map((service) => service.title)).toEqual([
      'Building Construction',
      'Piling Works',
      'Earthwork & Excavation',
      'Road Construction',
      'Equipment Rental',
      'Construction Material Supply',
      'Interior Finishing',
      'Plumbing & Sanitary',
      'Renovation & Repair',
      'Project Management & Consultancy',
    ]);
  });

  it('shows the same services in both languages: ids, order, pictures and icons', () => {
    for (const locale of locales) {
      expect(services[locale].map(({ id, image, icon }) => ({ id, image, icon }))).toEqual(
        serviceFacts.map((facts) => ({ ...facts })),
      );
    }
  });

  it('gives every service a title, a description and five distinct features in each language, different in each', () => {
    for (const locale of locales) {
      for (const service of services[locale]) {
        expect(service.features).toHaveLength(5);
        expect(new Set(service.features).size).toBe(5);
        for (const text of [service.title, service.description, ...service.features]) {
          expect(text).not.toBe('');
          expect(text.trim()).toBe(text);
        }
      }
      expect(duplicates(services[locale].map((service) => service.title))).toEqual([]);
    }
    services.bn.forEach((service, i) => {
      const english = services.en[i]!;
      expect(service.title).not.toBe(english.title);
      expect(service.description).not.toBe(english.description);
      service.features.forEach((feature, j) => expect(feature).not.toBe(english.features[j]));
    });
  });

  it('writes the Bangla page in Bangla script, with Bengali digits: no Latin letter or English digit', () => {
    const bangla = strings([
      services.bn.map(({ title, description, features }) => [title, description, features]),
      servicesPage.bn,
    ]);
    expect(bangla.length).toBeGreaterThan(70);
    for (const text of bangla) expect(withoutPlaceholders(text)).not.toMatch(/[A-Za-z0-9]/);
    expect(services.bn[1]?.features[0]).toBe('৩০ মিটার পর্যন্ত গভীর বোরড কাস্ট-ইন-সিটু পাইল');
  });

  it("has every word of the page in both languages, and none the same; the spec's English words as they were", () => {
    const words = (locale: 'en' | 'bn') => strings(servicesPage[locale]);
    expect(words('bn')).toHaveLength(words('en').length);
    words('bn').forEach((text, i) => expect(text).not.toBe(words('en')[i]));
    for (const text of words('bn')) {
      expect(text).not.toBe('');
      expect(text.trim()).toBe(text);
    }
    expect(servicesPage.en.card).toEqual({
      learnMore: { shown: 'Learn More', hiddenAfter: 'about {name}' },
      keyFeatures: 'Key Features',
      getQuote: 'Get a Quote',
      // Ours (issue 54): the modal's WhatsApp message naming the service.
      whatsapp: expect.any(Object),
      whatsappMessage: expect.any(Function),
    });
    expect(servicesPage.en.contact.action).toBe('Get In Touch');
    // Each button names its service: '{name}' is in its hidden words in both languages.
    for (const locale of locales) {
      for (const { hiddenBefore = '', hiddenAfter = '' } of [
        servicesPage[locale].card.learnMore,
        servicesPage[locale].card.whatsapp,
      ]) {
        expect(fillNamedWords(hiddenBefore, 'X') + fillNamedWords(hiddenAfter, 'X')).toContain('X');
      }
    }
  });
});
