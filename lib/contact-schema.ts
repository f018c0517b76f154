// zod/mini: the same validation core as zod with a tree-shakable API (45 KB gzip smaller here).
// This module is loaded when the visitor first focuses the form (see ContactForm), not with the page.
import * as z from 'zod/mini';
import {
  cleanEmail,
  cleanLine,
  cleanMessage,
  isBlank,
  type ContactFormInput,
  type ContactValidationMessages,
  type ContactMessage,
} from './contact-form';

const required = (message: string) => z.refine<string>((value) => !isBlank(value), message);

/**
 * The contact form's rules (spec section 5), with no length limits, saying what is wrong in the
 * visitor's language: `messages` are content/<locale>/contact.ts's (the English ones are the spec's
 * exact words). Each field is cleaned first (lib/contact-form.ts); a field of invisible characters
 * only is empty. Email is a loose shape: non-space text, an @, then non-space text.
 */
export function contactSchema(messages: ContactValidationMessages) {
  return z.object({
    name: z.pipe(
      z.pipe(z.string(), z.transform(cleanLine)),
      z.string().check(required(messages.nameRequired)),
    ),
    email: z.pipe(
      z.pipe(z.string(), z.transform(cleanEmail)),
      // The shape is checked only once the field is filled in, so an empty field says it is required.
      z.pipe(
        z.string().check(required(messages.emailRequired)),
        z.string().check(z.regex(/^\S+@\S+$/, messages.emailInvalid)),
      ),
    ),
    message: z.pipe(
      z.pipe(z.string(), z.transform(cleanMessage)),
      z.string().check(required(messages.messageRequired)),
    ),
    /** The bot trap: hidden from people, filled in by bots. */
    leave_blank: z.optional(z.string()),
  });
}

type ContactSchema = ReturnType<typeof contactSchema>;

// The hand-written types in contact-form.ts (used without loading zod) must match the schema:
// this alias fails to compile if they drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SchemaMatchesTypes = [
  Assert<Same<z.input<ContactSchema>, ContactFormInput>>,
  Assert<Same<z.output<ContactSchema>, ContactMessage>>,
];
