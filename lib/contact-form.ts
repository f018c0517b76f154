import { z } from 'zod';

/** Limits beyond the spec: the e-mail service refuses requests over 50 KB. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 20_000 } as const;

/** Single-line fields lose pasted line breaks (they would break the e-mail's header lines). */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * The contact form's rules (spec section 5), with its exact messages. Email is a loose shape:
 * non-space text, an @, then non-space text.
 */
export const contactSchema = z.object({
  name: z
    .string()
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, 'Name is required')
        .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
    ),
  email: z
    .string()
    .transform(singleLine)
    .pipe(
      // The shape is checked only once the field is filled in, so an empty field says 'Email is required'.
      z
        .string()
        .min(1, 'Email is required')
        .pipe(
          z
            .string()
            .max(CONTACT_LIMITS.email, 'Invalid email address')
            .regex(/^\S+@\S+$/, 'Invalid email address'),
        ),
    ),
  message: z
    .string()
    .refine((value) => value.trim().length > 0, 'Message is required')
    .refine(
      (value) => value.length <= CONTACT_LIMITS.message,
      `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`,
    ),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const emptyContactForm: ContactFormInput = { name: '', email: '', message: '', website: '' };

/** A bot filled the hidden field: drop the submission without telling it so. */
export function isBotSubmission(message: Pick<ContactMessage, 'website'>): boolean {
  return Boolean(message.website?.trim());
}
