import { CONTACT_LIMITS, isBotSubmission } from './contact-form';
import { contactSchema } from './contact-schema';

function errors(input: Record<string, string>) {
  const result = contactSchema.safeParse({ name: '', email: '', message: '', ...input });
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

  it('strips line breaks from the single-line fields and trims them', () => {
    const parsed = contactSchema.parse({ ...valid, name: ' Rahim\r\nUddin ', email: ' rahim@example.com\n' });
    expect(parsed.name).toBe('Rahim Uddin');
    expect(parsed.email).toBe('rahim@example.com');
  });

  it('keeps the message exactly as typed, line breaks and all', () => {
    const message = '  Line one\nলাইন দুই 🏗️\n<script>alert(1)</script>  ';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it('limits the message to 20,000 characters', () => {
    expect(errors({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message) })).toEqual({});
    expect(errors({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      message: 'Please keep your message under 20,000 characters',
    });
  });
});

describe('isBotSubmission', () => {
  it('is true only when the hidden field was filled in', () => {
    expect(isBotSubmission({ website: '' })).toBe(false);
    expect(isBotSubmission({})).toBe(false);
    expect(isBotSubmission({ website: 'https://spam.example' })).toBe(true);
  });
});
