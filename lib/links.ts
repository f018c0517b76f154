import { company } from '@/content/company';
import type { ContactChannel } from '@/content/types';

/** tel: link for a number written in E.164 form. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** WhatsApp chat with the company, prefilled with a message in the visitor's language (content/<locale>/company.ts). */
export function whatsappHref(message: string): string {
  const number = company.whatsapp.e164.replace(/^\+/, '');
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
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
