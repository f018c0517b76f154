import { company } from '@/content/company';
import type { ContactChannel } from '@/content/types';

/** tel: link for a number written in E.164 form. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/**
 * WhatsApp chat with the company, prefilled with a message in the visitor's language
 * (content/<locale>/company.ts). ASCII is escaped as encodeURIComponent escapes it; Bangla is left as
 * it is written, which a page in UTF-8 may do (a URL's query takes any letter) and its browser sends
 * as UTF-8 percent-encoding: in the HTML and its React payload, a third of the bytes of the escaped
 * form (each letter 3 bytes, not 9).
 */
export function whatsappHref(message: string): string {
  const number = company.whatsapp.e164.replace(/^\+/, '');
  return `https://wa.me/${number}?text=${message.replace(/[\0-\x7f]+/g, encodeURIComponent)}`;
}

/** The link of a company channel: its phone, its e-mail or its WhatsApp chat (with that message). */
export function channelHref(channel: ContactChannel, whatsappMessage: string): string {
  switch (channel) {
    case 'phone':
      return telHref(company.phone.e164);
    case 'email':
      return mailtoHref(company.email);
    case 'whatsapp':
      return whatsappHref(whatsappMessage);
  }
}
