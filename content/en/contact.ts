import type { ContactText } from '../contact';

export const contact = {
  offices: {
    'head-office': { type: 'Corporate Head office', hours: 'Sunday to Thursday, 9:00 AM to 6:00 PM' },
    'branch-office': { type: 'Branch office', hours: 'Sunday to Thursday, 8:00 AM to 5:00 PM' },
  },
  branchAddress: { street: 'Holding 112, Dhaka–Aricha Highway', area: 'Hemayetpur, Savar', city: 'Dhaka' },
  methods: {
    phone: { title: 'Call Us', description: 'Talk to our office, Sunday to Thursday' },
    email: { title: 'Email Us', description: 'Send drawings, BOQs or enquiries' },
    whatsapp: { title: 'WhatsApp', description: 'Chat with us for a quick quote' },
  },
  page: {
    quickContact: 'Quick contact',
    panel: {
      eyebrow: 'Write to Us',
      title: 'Send us a message',
      lead: 'Tell us about your project, the equipment you need or the materials and quantities. We reply within one working day.',
    },
    officeLabels: { address: 'Address', phone: 'Phone', email: 'E-mail', hours: 'Opening hours' },
    alternatives: { call: 'Call {phone}', whatsapp: 'WhatsApp us' },
    findUs: {
      eyebrow: 'Visit Us',
      title: 'Find Us',
      mapTitle: 'Map: {place}',
      openMap: 'Open the map in a new tab',
    },
  },
  form: {
    labels: { name: 'Full Name', email: 'Email', message: 'Message', trap: 'Leave this box empty' },
    submit: { idle: 'Send Message', sending: 'Sending…' },
    sent: 'Message sent successfully!',
    failed: 'Failed to send message. Please try again.',
    kept: 'Your message is kept in the form.',
    enquiryOffline:
      'Your enquiry is kept on this phone, but it could not be loaded just now. It shows here when you are back online, or when you try again.',
    noScript:
      'JavaScript is off, so Send Message opens your e-mail app with your message in it. Or reach us at once:',
    failure: {
      reachUs: 'Your message is kept in the form. Or reach us at once:',
      emailInstead: 'E-mail it instead',
      cut: 'Your message is longer than an e-mail link can carry, so the e-mail starts with its first part.',
      copy: 'Copy the whole message',
      afterCopy: 'and paste it into the e-mail.',
      copied: 'Copied.',
      copyRefused: 'Your browser did not allow copying: the message is selected, copy it there.',
    },
    arrivedLate: {
      title: 'Your message reached us after all.',
      body: 'There is no need to send it again. It is still in the form, if you want a copy.',
    },
    validation: {
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      messageRequired: 'Message is required',
    },
    mailto: {
      subject: 'Enquiry from {name}',
      subjectWithoutName: 'Enquiry from the website',
      cutNote:
        '[The message is cut here: an e-mail link cannot carry more. Copy the whole message from the form on the website and paste it here.]',
    },
  },
} satisfies ContactText;
