// zod/mini: the same validation core with a tree-shakable API, about 40 KB gzip smaller in the
// Contact page's JavaScript than the classic zod API.
import * as z from 'zod/mini';

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
  name: z.pipe(
    z.pipe(z.string(), z.transform(singleLine)),
    z
      .string()
      .check(
        z.minLength(1, 'Name is required'),
        z.maxLength(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
      ),
  ),
  email: z.pipe(
    z.pipe(z.string(), z.transform(singleLine)),
    // The shape is checked only once the field is filled in, so an empty field says 'Email is required'.
    z.pipe(
      z.string().check(z.minLength(1, 'Email is required')),
      z
        .string()
        .check(
          z.maxLength(CONTACT_LIMITS.email, 'Invalid email address'),
          z.regex(/^\S+@\S+$/, 'Invalid email address'),
        ),
    ),
  ),
  message: z.string().check(
    z.refine((value) => value.trim().length > 0, 'Message is required'),
    z.refine(
      (value) => value.length <= CONTACT_LIMITS.message,
      `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`,
    ),
  ),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.optional(z.string()),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const emptyContactForm: ContactFormInput = { name: '', email: '', message: '', website: '' };

/** A bot filled the hidden field: drop the submission without telling it so. */
export function isBotSubmission(message: Pick<ContactMessage, 'website'>): boolean {
  return Boolean(message.website?.trim());
}
