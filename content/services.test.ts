/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { fillNamedWords } from './types';
import { serviceFacts, services, servicesPage } from './services';

// Their titles and order on the page, in the modal and its WhatsApp message: tests/e2e/services.spec.ts,
// home.spec.ts (the first six), shell.spec.ts (the footer's seven), enquiry.spec.ts.
describe('services', () => {
  it('has the ten services of the spec, each with five distinct features, in each language', () => {
    expect(serviceFacts).toHaveLength(10);
    for (const locale of locales) {
      for (const { features } of services[locale]) expect(new Set(features).size).toBe(5);
    }
  });

  it('names its service in each button it labels, in each language', () => {
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
