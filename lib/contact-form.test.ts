/** @jest-environment node */
import { contactFormText } from '@/content/contact';
import {
  cleanEmail,
  cleanLine,
  cleanMessage,
  fillTemplate,
  isBlank,
  MAILTO_MAX_LENGTH,
  messageMailto,
} from './contact-form';

const en = contactFormText.en.mailto;
const bn = contactFormText.bn.mailto;

describe('cleanLine', () => {
  it('turns every kind of line break into one space and trims', () => {
    expect(cleanLine(' Rahim\r\nUddin\u2028Khan\u2029Jr\u0085\vX\f ')).toBe('Rahim Uddin Khan Jr X');
  });

  it('removes C0 and C1 control characters and DEL', () => {
    expect(cleanLine('Ra\u0000hi\u0007m\u001b[31m\u007f\u0080\u009f')).toBe('Rahim[31m');
  });

  it('removes bidirectional embeddings, overrides and isolates', () => {
    expect(cleanLine('\u202eevil\u202c \u2066Rahim\u2069 \u202a\u202b\u202d')).toBe('evil Rahim');
  });

  it('keeps letters of every script, emoji and the joiners Bangla spelling needs', () => {
    const name = 'রহিম উদ্দিন ক্‌ষ ক্‍ষ 👷‍♀️ Zoë';
    expect(cleanLine(name)).toBe(name);
  });

  it('replaces a broken surrogate half, which cannot be encoded', () => {
    expect(cleanLine('a\ud800b')).toBe('a\ufffdb');
  });
});

describe('cleanEmail', () => {
  it('is a clean line without invisible characters', () => {
    expect(cleanEmail(' ra\u200bhim@exam\u00adple.com\n')).toBe('rahim@example.com');
  });
});

describe('cleanMessage', () => {
  it('keeps line breaks, tabs and spacing; turns U+2028/U+2029/NEL into line feeds', () => {
    expect(cleanMessage('  one\r\n\ttwo\u2028three\u2029four\u0085five  ')).toBe(
      '  one\r\n\ttwo\nthree\nfour\nfive  ',
    );
  });

  it('removes the other control characters', () => {
    expect(cleanMessage('a\u0000b\u0008c\u001bd\u007fe\u0090f')).toBe('abcdef');
  });
});

describe('isBlank', () => {
  it('is true for empty, white space and invisible characters only', () => {
    for (const value of [
      '',
      '   ',
      '\n\t',
      '\u200b\u200c\u200d',
      '\u2060\ufeff\u00ad',
      '\u00a0\u3000',
      '\u2800\u3164',
    ]) {
      expect(isBlank(value)).toBe(true);
    }
  });

  it('is false as soon as one visible character is there', () => {
    for (const value of ['a', ' . ', '\u200bর', '🏗️']) expect(isBlank(value)).toBe(false);
  });
});

describe('messageMailto', () => {
  const input = { name: 'Rahim Uddin', email: 'rahim@example.com', message: 'We need 40 piles.\nIn Savar.' };

  function parse(href: string) {
    const url = new URL(href);
    return {
      to: url.pathname,
      subject: url.searchParams.get('subject'),
      body: url.searchParams.get('body'),
      raw: href,
    };
  }

  it('carries the message, the name in the subject and the reply address, with CRLF line breaks', () => {
    const { href, cut } = messageMailto('info@example.com', input, en);
    const mail = parse(href);
    expect(cut).toBe(false);
    expect(mail.to).toBe('info@example.com');
    expect(mail.subject).toBe(fillTemplate(en.subject, { name: 'Rahim Uddin' }));
    expect(mail.body).toBe('We need 40 piles.\r\nIn Savar.\r\n\r\nRahim Uddin\r\nrahim@example.com');
    expect(href).toContain('%0D%0A');
    expect(href).not.toMatch(/[\s+]/);
  });

  it('works with nothing but a message', () => {
    const mail = parse(messageMailto('info@example.com', { name: '', email: '', message: 'Hello' }, en).href);
    expect(mail.subject).toBe(en.subjectWithoutName);
    expect(mail.body).toBe('Hello');
  });

  it('keeps a long message whole as long as the link stays within the limit', () => {
    const message = 'x'.repeat(1500);
    const { href, cut } = messageMailto('info@example.com', { ...input, message }, en);
    expect(cut).toBe(false);
    expect(parse(href).body?.startsWith(message)).toBe(true);
  });

  it('cuts a message too long for a link at a character boundary, says so, and stays within the limit', () => {
    const message = `${'আমরা উত্তরায় একটি ভবন চাই 🏗️ '.repeat(200)}END`;
    const { href, cut } = messageMailto('info@example.com', { ...input, message }, en);
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 40);
    const body = parse(href).body ?? '';
    const [kept] = body.split(`\r\n\r\n${en.cutNote}`);
    expect(message.startsWith(kept ?? '')).toBe(true);
    expect(kept?.length).toBeGreaterThan(50);
    expect(body.endsWith('Rahim Uddin\r\nrahim@example.com')).toBe(true);
    expect(body).not.toContain('END');
  });

  it('takes any limit', () => {
    const { href, cut } = messageMailto('a@b', { ...input, message: 'y'.repeat(5000) }, en, 10_000);
    expect(cut).toBe(false);
    expect(href.length).toBeLessThan(10_000);
  });

  describe('in Bangla', () => {
    const bangla = {
      name: 'রহিম উদ্দিন',
      email: 'rahim@example.com',
      message: 'উত্তরায় ৪০টি পাইল লাগবে।\nসাভারে।',
    };

    it('has a Bangla subject, and carries the message as typed, UTF-8 percent-encoded', () => {
      const { href, cut } = messageMailto('info@example.com', bangla, bn);
      const mail = parse(href);
      expect(cut).toBe(false);
      expect(mail.subject).toBe('ওয়েবসাইট থেকে জিজ্ঞাসা: রহিম উদ্দিন');
      expect(mail.body).toBe('উত্তরায় ৪০টি পাইল লাগবে।\r\nসাভারে।\r\n\r\nরহিম উদ্দিন\r\nrahim@example.com');
      // 'র' is U+09B0: three bytes in UTF-8.
      expect(href).toContain('%E0%A6%B0');
      expect(href).not.toMatch(/[^\x21-\x7e]/);
      expect(parse(messageMailto('info@example.com', { ...bangla, name: '' }, bn).href).subject).toBe(
        'ওয়েবসাইট থেকে জিজ্ঞাসা',
      );
    });

    it('cuts a long message with the Bangla note, within the limit', () => {
      const message = 'আমরা উত্তরায় একটি ভবন চাই। '.repeat(100);
      const { href, cut } = messageMailto('info@example.com', { ...bangla, message }, bn);
      expect(cut).toBe(true);
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      const body = parse(href).body ?? '';
      const [kept] = body.split(`\r\n\r\n${bn.cutNote}`);
      expect(kept?.length).toBeGreaterThan(20);
      expect(message.startsWith(kept ?? '')).toBe(true);
      expect(body).toContain('পেস্ট করুন');
      expect(body.endsWith('রহিম উদ্দিন\r\nrahim@example.com')).toBe(true);
    });
  });
});

describe('fillTemplate', () => {
  it('fills each placeholder with its value as typed, and leaves unknown ones', () => {
    expect(fillTemplate('From {name}', { name: 'Rahim $& {name}' })).toBe('From Rahim $& {name}');
    expect(fillTemplate('{phone} নম্বরে কল করুন', { phone: '+880 1755-201920' })).toBe(
      '+880 1755-201920 নম্বরে কল করুন',
    );
    expect(fillTemplate('At {place}', {})).toBe('At {place}');
  });
});
