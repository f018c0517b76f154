import type { EnquiryText } from '../enquiry';

/** ভিজিটরের জিজ্ঞাসার তালিকা: কার্ডের বোতাম, হেডারের সংখ্যা, যোগাযোগ পৃষ্ঠার তালিকা, বার্তা। */
export const enquiry = {
  add: { hiddenBefore: '{name}', shown: 'জিজ্ঞাসায় যোগ করুন' },
  remove: { hiddenBefore: 'জিজ্ঞাসা থেকে {name}', shown: 'বাদ দিন' },
  added: 'আপনার জিজ্ঞাসায় আছে',
  count: { shown: 'জিজ্ঞাসা', label: 'জিজ্ঞাসা — {count}টি' },
  section: {
    title: 'আপনার জিজ্ঞাসা',
    lead: 'যেগুলোর কোটেশন চান। নিচের বার্তার সঙ্গে এটি যাবে; তার আগ পর্যন্ত শুধু এই ফোনেই থাকে।',
  },
  kinds: { machine: 'যন্ত্র', material: 'নির্মাণসামগ্রী', service: 'সেবা' },
  fields: {
    count: 'কয়টি',
    duration: 'কত দিনের জন্য',
    period: 'দিন, সপ্তাহ বা মাস',
    operator: 'অপারেটর',
    quantity: (unit) => `পরিমাণ (${unit})`,
    area: 'সাইটের এলাকা',
    start: 'শুরুর তারিখ',
    optional: 'ঐচ্ছিক',
  },
  periods: { days: 'দিন', weeks: 'সপ্তাহ', months: 'মাস' },
  operator: { with: 'অপারেটরসহ', without: 'অপারেটর ছাড়া' },
  units: { cft: 'সিএফটি', thousand: 'হাজার', bag: 'ব্যাগ', ton: 'টন', drum: 'ড্রাম' },
  removeItem: '{name} বাদ দিন',
  clear: 'সব বাদ দিন',
  printedOn: (date) => `তারিখ — ${date}`,
  dropped: (count) => `${count}টি জিনিস এখন আর পাওয়া যায় না, তাই জিজ্ঞাসা থেকে বাদ গেছে।`,
  validation: {
    wholeNumber: 'শূন্যের বেশি একটি পূর্ণ সংখ্যা লিখুন',
    startPast: 'শুরুর তারিখ আজকের আগে হতে পারে না',
  },
  whatsapp: {
    send: 'হোয়াটসঅ্যাপে পাঠান',
    greeting: 'আসসালামু আলাইকুম, উন্নতি কনস্ট্রাকশন। নিচের তালিকার কোটেশন চাই।',
    tooLong: 'আপনার জিজ্ঞাসা একটি হোয়াটসঅ্যাপ বার্তায় ধরবে না। নিচের ফরমে পাঠান, কিছুই বাদ যাবে না।',
  },
  message: {
    heading: (count) => `জিজ্ঞাসা (${count}টি)`,
    machine: (name, count, duration, operator) => `${name} — ${count}টি, ${duration}, ${operator}`,
    material: (name, quantity) => `${name} — ${quantity}`,
    area: (area) => `সাইটের এলাকা — ${area}`,
    start: (date) => `শুরুর তারিখ — ${date}`,
    yours: 'বার্তা',
  },
} satisfies EnquiryText;
