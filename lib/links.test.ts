/** @jest-environment node */
import { company } from '@/content/company';
import { channelHref, mailtoHref, telHref, whatsappHref } from './links';

describe('contact links', () => {
  it('builds tel and mailto links', () => {
    expect(telHref('+8801755201920')).toBe('tel:+8801755201920');
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
  });

  it('opens a WhatsApp chat prefilled with a message about a project', () => {
    const url = new URL(whatsappHref());
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${company.whatsapp.e164.slice(1)}`);
    expect(url.searchParams.get('text')).toBe(company.whatsapp.message);
    expect(company.whatsapp.message).toMatch(/discuss a project/);
    expect(new URL(whatsappHref('Rent: Road Roller')).searchParams.get('text')).toBe('Rent: Road Roller');
  });

  it('links each company channel: the office phone, the e-mail, the WhatsApp chat', () => {
    expect(channelHref('phone')).toBe(`tel:${company.phone.e164}`);
    expect(channelHref('email')).toBe(`mailto:${company.email}`);
    expect(channelHref('whatsapp')).toBe(whatsappHref());
  });
});
