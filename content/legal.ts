import { company } from '@/content/company';
import type { PrivacyPolicy } from './types';

/** The Privacy Policy modal in the footer: five numbered sections and a closing contact line. */
export const privacyPolicy = {
  sections: [
    {
      title: 'Information Collection',
      body: 'We collect only what you choose to send us through the contact form: your name, your e-mail address and your message. This website does not use cookies, analytics or tracking of any kind.',
    },
    {
      title: 'Use of Information',
      body: 'We use the details you send solely to read and reply to your enquiry, for example to prepare a quotation or arrange a site visit. We do not add you to mailing lists or use your details for marketing without your consent.',
    },
    {
      title: 'Information Sharing',
      body: 'We do not sell, rent or trade your personal information. Messages from the contact form are delivered to our inbox through a third-party e-mail service, which handles them only to deliver them to us.',
    },
    {
      title: 'Data Security',
      body: 'The website is served over an encrypted HTTPS connection, and enquiries are kept in our company mailbox, which only authorised staff can access. We delete correspondence that we no longer need to respond to you or to keep for legal reasons.',
    },
    {
      title: 'Updates to Policy',
      body: 'We may update this policy if the website or the way we handle enquiries changes. Any change will be published on this page, and continued use of the site means you accept the updated policy.',
    },
  ],
  contactLine: `If you have any questions about this policy, please e-mail us at ${company.email}.`,
} satisfies PrivacyPolicy;
