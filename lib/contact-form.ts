/** Limits beyond the spec: the e-mail service refuses requests over 50 KB. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 20_000 } as const;

/** What the visitor typed, and the message as validated and cleaned by lib/contact-schema.ts. */
export interface ContactFormInput {
  name: string;
  email: string;
  message: string;
  website?: string;
}
export type ContactMessage = ContactFormInput;

export const emptyContactForm: ContactFormInput = { name: '', email: '', message: '', website: '' };

/** A bot filled the hidden field: drop the submission without telling it so. */
export function isBotSubmission(message: Pick<ContactMessage, 'website'>): boolean {
  return Boolean(message.website?.trim());
}
