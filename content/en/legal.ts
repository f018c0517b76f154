import { company } from '../company';
import type { LegalText } from '../legal';

export const legal = {
  sections: {
    'information-collection': {
      title: 'Information Collection',
      body: 'We collect only what you choose to send us through the contact form: your name, your e-mail address and your message. While you write, the form keeps a draft of them in your browser, so that a reload or a failed send does not lose them: the draft never leaves your device, is deleted once your message is sent, and is forgotten after 7 days. This website sets no cookies of its own and uses no analytics or advertising trackers; the map on the Contact page comes from Google (see Information Sharing).',
    },
    'use-of-information': {
      title: 'Use of Information',
      body: 'We use the details you send solely to read and reply to your enquiry, for example to prepare a quotation or arrange a site visit. We do not add you to mailing lists or use your details for marketing without your consent.',
    },
    'information-sharing': {
      title: 'Information Sharing',
      body: "We do not sell, rent or trade your personal information. Two outside services are part of this website. Messages from the contact form reach our inbox through EmailJS, an e-mail delivery service that receives your name, e-mail address and message only to pass them on to us. The map on the Contact page is embedded from Google Maps: when it loads, Google receives your IP address and may set its own cookies, under Google's privacy policy. A call or a WhatsApp message to us goes through your phone company or WhatsApp, under their terms.",
    },
    'data-security': {
      title: 'Data Security',
      body: 'The website is served over an encrypted HTTPS connection, and enquiries are kept in our company mailbox, which only authorised staff can access. The company hosting the website may keep ordinary access logs (IP addresses, pages requested) to keep it running safely. We delete correspondence that we no longer need to respond to you or to keep for legal reasons.',
    },
    'updates-to-policy': {
      title: 'Updates to Policy',
      body: 'We may update this policy if the website or the way we handle enquiries changes. Any change will be published on this page, and continued use of the site means you accept the updated policy.',
    },
  },
  contactLine: `If you have any questions about this policy, please e-mail us at ${company.email}.`,
} satisfies LegalText;
