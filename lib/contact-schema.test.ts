/** @jest-environment node */
import { contactFormText } from '@/content/contact';
import { isBotSubmission } from './contact-form';
import { contactSchema as schemaOf } from './contact-schema';

const contactSchema = schemaOf(contactFormText.en.validation);

function errors(input: Record<string, string>, schema = contactSchema) {
  const result = schema.safeParse({ name: '', email: '', message: '', ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

const valid = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'We need piling for a six-storey building.',
};

describe('contactSchema', () => {
  it('requires every field with the spec messages', () => {
    expect(errors({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('treats whitespace alone as empty', () => {
    expect(errors({ ...valid, name: '   ', message: '\n\n  ' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    });
  });

  it('accepts a loose e-mail shape (non-space, @, non-space) and rejects the rest', () => {
    for (const email of ['a@b', 'rahim@example.com', 'x+y@sub.domain.bd']) {
      expect(errors({ ...valid, email })).toEqual({});
    }
    for (const email of ['rahim', 'rahim@', '@example.com', 'ra him@example.com']) {
      expect(errors({ ...valid, email })).toEqual({ email: 'Invalid email address' });
    }
  });

  it('cleans the single-line fields: breaks become spaces, controls and bidi overrides go', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: ' Rahim\r\nUddin\u0000\u202e\u2028Khan\u0085 ',
      email: ' rahim@example.com\n\u200b',
    });
    expect(parsed.name).toBe('Rahim Uddin Khan');
    expect(parsed.email).toBe('rahim@example.com');
  });

  it('counts a field of invisible characters only as empty', () => {
    expect(
      errors({ name: '\u200b\u200d\u2060\ufeff\u00a0', email: '\u200b', message: '\u2800\u3164\n' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('keeps the message as typed, line breaks and all, without control characters', () => {
    const message = '  Line one\nলাইন দুই 🏗️\t\r\n<script>alert(1)</script>  ';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
    expect(contactSchema.parse({ ...valid, message: 'a\u0000b\u2028c' }).message).toBe('ab\nc');
  });

  it('has no length limits (spec section 5)', () => {
    const long = {
      name: 'N'.repeat(300),
      email: `${'e'.repeat(300)}@example.com`,
      message: 'x'.repeat(30_000),
    };
    expect(errors(long)).toEqual({});
    expect(contactSchema.parse(long)).toEqual(long);
  });
});

describe('contactSchema in Bangla', () => {
  const bangla = schemaOf(contactFormText.bn.validation);

  it('says what is missing or wrong in Bangla', () => {
    expect(errors({}, bangla)).toEqual({
      name: 'নাম দিতে হবে',
      email: 'ই-মেইল দিতে হবে',
      message: 'বার্তা লিখতে হবে',
    });
    expect(errors({ ...valid, email: 'rahim@' }, bangla)).toEqual({ email: 'ই-মেইল ঠিকানাটি সঠিক নয়' });
  });

  it('keeps a Bangla name and message exactly as typed', () => {
    const typed = { name: 'রহিম উদ্দিন', email: 'rahim@example.com', message: 'উত্তরায় ছয়তলা ভবন।\nধন্যবাদ 🏗️' };
    expect(bangla.parse(typed)).toEqual(typed);
  });
});

describe('isBotSubmission', () => {
  it('is true only when the hidden field was filled in', () => {
    expect(isBotSubmission({ leave_blank: '' })).toBe(false);
    expect(isBotSubmission({})).toBe(false);
    expect(isBotSubmission({ leave_blank: 'https://spam.example' })).toBe(true);
  });
});
