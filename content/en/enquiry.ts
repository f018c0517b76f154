import type { EnquiryText } from '../enquiry';

/** The visitor's enquiry in English: the add control, the header's count, the contact page's list, the message. */
export const enquiry = {
  add: { shown: 'Add to enquiry', hiddenAfter: '{name}' },
  remove: { shown: 'Remove', hiddenAfter: '{name} from the enquiry' },
  added: 'In your enquiry',
  count: { shown: 'Enquiry', label: 'Enquiry: {count}' },
  section: {
    title: 'Your enquiry',
    lead: 'What you would like a quotation for. It is sent with your message, and kept on this phone only until then.',
  },
  kinds: { machine: 'Machine', material: 'Material', service: 'Service' },
  fields: {
    count: 'How many',
    duration: 'For how long',
    period: 'Days, weeks or months',
    operator: 'Operator',
    quantity: (unit) => `Quantity (${unit})`,
    area: 'Site area',
    start: 'Start date',
    optional: 'optional',
  },
  periods: { days: 'days', weeks: 'weeks', months: 'months' },
  operator: { with: 'With operator', without: 'Without operator' },
  units: { cft: 'CFT', thousand: 'thousand', bag: 'bags', ton: 'tons', drum: 'drums' },
  removeItem: 'Remove {name}',
  clear: 'Remove all',
  printedOn: (date) => `Date: ${date}`,
  dropped: (count) =>
    `${count === '1' ? 'One item is' : `${count} items are`} no longer offered and left your enquiry.`,
  validation: {
    wholeNumber: 'Enter a whole number above zero',
    startPast: 'The start date cannot be in the past',
  },
  whatsapp: {
    send: 'Send on WhatsApp',
    greeting: 'Hello Unnoti Construction, I would like a quotation for:',
    tooLong:
      'Your enquiry is too long for one WhatsApp message. Send it with the form below: nothing is left out.',
  },
  message: {
    heading: (count) => `Enquiry (${count} ${count === '1' ? 'item' : 'items'}):`,
    machine: (name, count, duration, operator) =>
      `${name}: ${count}, for ${duration}, ${operator.toLowerCase()}`,
    material: (name, quantity) => `${name}: ${quantity}`,
    area: (area) => `Site area: ${area}`,
    start: (date) => `Start date: ${date}`,
    yours: 'Message:',
  },
} satisfies EnquiryText;
