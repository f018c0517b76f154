import { company } from '@/content/company';
import type { ContactMethod, Office, PostalAddress } from './types';

/** 'House 27, Road 7, Sector 4, Uttara, Dhaka 1230': how the site writes an address on one line. */
export function formatAddress({ street, area, city, postalCode }: PostalAddress): string {
  return `${street}, ${area}, ${city} ${postalCode}`;
}

const branchAddress: PostalAddress = {
  street: 'Holding 112, Dhaka–Aricha Highway',
  area: 'Hemayetpur, Savar',
  city: 'Dhaka',
  postalCode: '1340',
};

/** The two offices of the Contact page. The head office's details come from company.ts. */
export const offices = [
  {
    type: 'Corporate Head office',
    postalAddress: company.address,
    address: formatAddress(company.address),
    phone: company.phone.display,
    phoneE164: company.phone.e164,
    email: company.email,
    hours: 'Sunday to Thursday, 9:00 AM to 6:00 PM',
    openingHours: {
      days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
      opens: '09:00',
      closes: '18:00',
    },
  },
  {
    type: 'Branch office',
    postalAddress: branchAddress,
    address: formatAddress(branchAddress),
    phone: '+880 1755-201921',
    phoneE164: '+8801755201921',
    email: 'savar@unnoticonstruction.com.bd',
    hours: 'Sunday to Thursday, 8:00 AM to 5:00 PM',
    openingHours: {
      days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
      opens: '08:00',
      closes: '17:00',
    },
  },
] satisfies Office[];

/** The three quick-contact tiles: call, e-mail and WhatsApp. */
export const contactMethods = [
  {
    channel: 'phone',
    icon: 'phone',
    title: 'Call Us',
    description: 'Talk to our office, Sunday to Thursday',
    contact: company.phone.display,
  },
  {
    channel: 'email',
    icon: 'mail',
    title: 'Email Us',
    description: 'Send drawings, BOQs or enquiries',
    contact: company.email,
  },
  {
    channel: 'whatsapp',
    icon: 'whatsapp',
    title: 'WhatsApp',
    description: 'Chat with us for a quick quote',
    // The WhatsApp number is the office number today; show the raw number if they ever differ.
    contact: company.whatsapp.e164 === company.phone.e164 ? company.phone.display : company.whatsapp.e164,
  },
] satisfies ContactMethod[];
