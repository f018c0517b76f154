import { perLocale } from '@/lib/i18n';
import { legal as bn } from './bn/legal';
import { legal as en } from './en/legal';
import type { PolicySection, PrivacyPolicy } from './types';

/** The Privacy Policy's sections, in order: the spec's five. */
export const policySectionIds = [
  'information-collection',
  'use-of-information',
  'information-sharing',
  'data-security',
  'updates-to-policy',
] as const;

export type PolicySectionId = (typeof policySectionIds)[number];

/** The policy in one language (content/en/legal.ts, content/bn/legal.ts). */
export interface LegalText {
  sections: Record<PolicySectionId, PolicySection>;
  /** Closing sentence inviting questions, naming the company e-mail. */
  contactLine: string;
}

const text = { en, bn };

/** The Privacy Policy modal in the footer, per language: five numbered sections and a closing contact line. */
export const privacyPolicy = perLocale((locale): PrivacyPolicy => ({
  sections: policySectionIds.map((id) => text[locale].sections[id]),
  contactLine: text[locale].contactLine,
}));
