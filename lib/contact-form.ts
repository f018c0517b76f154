/**
 * The contact form's data: what the visitor typed, how it is cleaned before it is sent, and the
 * e-mail link that carries it when the send fails. Spec section 5: no length limits.
 */

/** What the visitor typed, and the message as validated and cleaned by lib/contact-schema.ts. */
export interface ContactFormInput {
  name: string;
  email: string;
  message: string;
  /**
   * The bot trap: a field people never see. Its name, id, label and autocomplete match nothing a
   * browser's autofill knows (no name, e-mail, phone, address, company, website, url...), so autofill
   * leaves it empty and only a bot that fills every input fills it in.
   */
  leave_blank?: string;
}
export type ContactMessage = ContactFormInput;

/** The validation messages of the form in one language (content/<locale>/contact.ts). */
export interface ContactValidationMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
}

/** The words of the e-mail link that carries a message, in the visitor's language. */
export interface MailtoText {
  /** The subject when the visitor gave a name: 'Enquiry from {name}'. */
  subject: string;
  /** The subject without a name, and of the form's own mail-app path: 'Enquiry from the website'. */
  subjectWithoutName: string;
  /** Said at the end of the body when the message had to be cut (without the blank line before it). */
  cutNote: string;
}

/** Fills a template's {placeholders}: ('Enquiry from {name}', { name: 'Rahim' }) -> 'Enquiry from Rahim'. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  // A function replacement, so that '$&' in a visitor's name stays as typed.
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export const emptyContactForm: ContactFormInput = { name: '', email: '', message: '', leave_blank: '' };

/** A bot filled the hidden field: drop the submission without telling it so. */
export function isBotSubmission(message: Pick<ContactMessage, 'leave_blank'>): boolean {
  return Boolean(message.leave_blank?.trim());
}

/** Line and paragraph breaks of every kind (CR, LF, VT, FF, NEL, U+2028, U+2029). */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;
/** C0 and C1 control characters, DEL included. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** C0 and C1 controls but tab, line feed and carriage return (a message keeps its layout). */
const CONTROLS_BUT_LAYOUT = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/** Bidirectional embeddings, overrides and isolates: they can make a name read as something else. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/**
 * Characters that show nothing and are not white space: zero-width characters and directional
 * marks, the word joiner and invisible operators, the soft hyphen, the combining grapheme joiner,
 * the Mongolian vowel separator, the Hangul fillers and the blank Braille pattern.
 */
const INVISIBLE = /[\u00ad\u034f\u115f\u1160\u180e\u200b-\u200f\u2060-\u2064\u2800\u3164\uffa0]/g;
/** Half of a surrogate pair without the other half (a broken paste): it cannot be encoded. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const wellFormed = (value: string) => value.replace(LONE_SURROGATE, '\ufffd');

/** True when `value` shows nothing: empty, or white space and invisible characters only. */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, '').trim() === '';
}

/**
 * A name or e-mail address as one clean line: breaks become a space; control characters and
 * bidirectional overrides are removed (they would break or disguise the e-mail's header lines).
 */
export function cleanLine(value: string): string {
  return wellFormed(value).replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(BIDI_CONTROLS, '').trim();
}

/** An e-mail address has no use for invisible characters either. */
export function cleanEmail(value: string): string {
  return cleanLine(value.replace(INVISIBLE, ''));
}

/** The message keeps its line breaks and tabs; U+2028/U+2029 become line feeds, other controls go. */
export function cleanMessage(value: string): string {
  return wellFormed(value)
    .replace(/[\u0085\u2028\u2029]/g, '\n')
    .replace(CONTROLS_BUT_LAYOUT, '');
}

/**
 * Chrome on Windows does not open a link to the mail app that is longer than 2,083 characters
 * (INTERNET_MAX_URL_LENGTH), and older mail apps cut near 2,000: the e-mail link stays under this.
 */
export const MAILTO_MAX_LENGTH = 2000;

export interface MessageMailto {
  href: string;
  /** True when the message was too long for the link and the body holds only its beginning. */
  cut: boolean;
}

/**
 * Line breaks in a mailto: body are CRLF (RFC 6068, section 5). encodeURIComponent writes UTF-8
 * percent-escapes, so Bangla and emoji arrive in the mail app as typed.
 */
const encode = (text: string) => encodeURIComponent(text.replace(/\n/g, '\r\n'));

/**
 * A mailto: link to `to` that carries the visitor's message (RFC 6068): subject with the name, body
 * with the message, then the name and e-mail address to reply to. Cut, at a character boundary and
 * with a note in the body, only when the whole link would be longer than `maxLength`. The subject
 * and the note are in the language of `text`.
 */
export function messageMailto(
  to: string,
  input: Pick<ContactFormInput, 'name' | 'email' | 'message'>,
  text: MailtoText,
  maxLength: number = MAILTO_MAX_LENGTH,
): MessageMailto {
  const name = cleanLine(input.name);
  const email = cleanEmail(input.email);
  const message = cleanMessage(input.message).replace(/\r\n?/g, '\n');
  const subject = name ? fillTemplate(text.subject, { name }) : text.subjectWithoutName;
  const signature = [name, email].filter(Boolean).join('\n');
  const head = `mailto:${to}?subject=${encode(subject)}&body=`;
  const tail = signature ? encode(`\n\n${signature}`) : '';

  const whole = head + encode(message) + tail;
  if (whole.length <= maxLength) return { href: whole, cut: false };

  // The longest beginning of the message (whole code points) that fits with the note.
  const cutNote = `\n\n${text.cutNote}`;
  let room = maxLength - head.length - tail.length - encode(cutNote).length;
  let kept = '';
  for (const character of message) {
    room -= encode(character).length;
    if (room < 0) break;
    kept += character;
  }
  return { href: head + encode(kept + cutNote) + tail, cut: true };
}
