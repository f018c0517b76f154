// zod/mini: the same validation core as zod with a tree-shakable API (45 KB gzip smaller here).
// This module is loaded when the visitor first focuses the form (see ContactForm), not with the page.
import * as z from 'zod/mini';
import { CONTACT_LIMITS, type ContactFormInput, type ContactMessage } from './contact-form';
import { formatCount } from './format-count';

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
      `Please keep your message under ${formatCount(CONTACT_LIMITS.message)} characters`,
    ),
  ),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.optional(z.string()),
});

// The hand-written types in contact-form.ts (used without loading zod) must match the schema:
// this alias fails to compile if they drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SchemaMatchesTypes = [
  Assert<Same<z.input<typeof contactSchema>, ContactFormInput>>,
  Assert<Same<z.output<typeof contactSchema>, ContactMessage>>,
];
