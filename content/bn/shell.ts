import { formatNumber } from '@/lib/i18n';
import type { ShellText } from '../shell';

const number = (value: number) => formatNumber('bn', value);

export const shell = {
  skipLink: 'মূল লেখায় যান',
  backToTop: 'ওপরে ফিরে যান',
  list: {
    all: 'সব',
    pages: 'পৃষ্ঠা',
    page: (page) => `পৃষ্ঠা ${number(page)}`,
    number,
    figure: (count) => formatNumber('bn', count, { minimumIntegerDigits: 2 }),
    pageOf: (page, pages) => `পৃষ্ঠা ${number(page)} / ${number(pages)}`,
    prev: 'আগের',
    next: 'পরের',
  },
  notFound: {
    page: {
      title: 'পৃষ্ঠাটি পাওয়া যায়নি',
      lead: 'আপনি যে পৃষ্ঠাটি খুঁজছেন, সেটি নেই অথবা অন্য ঠিকানায় সরানো হয়েছে।',
      back: 'হোমে ফিরে যান',
    },
    project: {
      title: 'প্রকল্পটি পাওয়া যায়নি',
      lead: 'এই প্রকল্পটি আমাদের পোর্টফোলিওতে নেই, অথবা এর লিংক বদলে গেছে।',
      back: 'প্রকল্পের তালিকায় ফিরে যান',
    },
    contact: 'যোগাযোগ করুন',
  },
  loading: '..লোড হচ্ছে..',
  logo: { tagline: 'কনস্ট্রাকশন অ্যান্ড সাপ্লাই', home: ', হোম' },
  header: { whatsapp: 'হোয়াটসঅ্যাপ', emailShort: 'ই-মেইল করুন' },
  menu: {
    open: 'মেনু',
    title: 'মেনু',
    close: 'বন্ধ করুন',
    nav: 'প্রধান মেনু',
    download: 'কোম্পানি প্রোফাইল ডাউনলোড করুন',
  },
  profile: {
    open: 'কোম্পানি প্রোফাইল',
    title: 'কোম্পানি প্রোফাইল',
    download: 'ডাউনলোড',
    close: 'বন্ধ করুন',
    document: 'কোম্পানি প্রোফাইল (PDF, ইংরেজিতে)',
    noViewer: 'এই ব্রাউজারে PDF এখানে দেখানো যাচ্ছে না।',
    intro: 'কোম্পানি প্রোফাইলটি ইংরেজিতে লেখা একটি PDF ফাইল। ব্রাউজারেই পড়ুন, অথবা ডাউনলোড করে নিন।',
    read: 'কোম্পানি প্রোফাইল পড়ুন',
    downloadFull: 'কোম্পানি প্রোফাইল ডাউনলোড করুন',
    language: '(ইংরেজিতে)',
  },
  footer: {
    about: (company) => `${company} সম্পর্কে`,
    social: 'সোশ্যাল মিডিয়া',
    quickLinks: 'দ্রুত লিংক',
    quickLinkNames: {
      home: 'হোম',
      about: 'আমাদের কথা',
      services: 'সেবাসমূহ',
      projects: 'প্রকল্প',
      contact: 'যোগাযোগ',
    },
    services: 'আমাদের সেবা',
    contact: 'যোগাযোগের তথ্য',
    // As the post office writes it: ঢাকা-১২৩০.
    address: ({ street, area, city, postalCode, country }) =>
      `${street}, ${area}, ${city}-${postalCode}, ${country}`,
    copyright: '© {year} {name} সর্বস্বত্ব সংরক্ষিত।',
    designedBy: '{designer} ওয়েবসাইটটি ডিজাইন করেছে',
  },
  privacyPolicy: {
    title: 'গোপনীয়তা নীতি',
    closeLabel: 'গোপনীয়তা নীতি বন্ধ করুন',
    close: 'বন্ধ করুন',
  },
  toasts: { region: 'বিজ্ঞপ্তি', close: 'বিজ্ঞপ্তি বন্ধ করুন' },
  close: 'বন্ধ করুন',
  viewDetails: { hiddenBefore: '{name} সম্পর্কে', shown: 'বিস্তারিত দেখুন' },
  slide: { carousel: 'ক্যারোসেল', role: 'স্লাইড', label: '{count}টির মধ্যে {position}' },
  offline: {
    title: 'ইন্টারনেট সংযোগ নেই',
    lead: 'এই পৃষ্ঠাটি খুলতে ইন্টারনেট সংযোগ লাগবে। সংযোগ ফিরলে আবার চেষ্টা করুন, অথবা এখনই আমাদের সঙ্গে যোগাযোগ করুন।',
    call: (phone) => `${phone} নম্বরে কল করুন`,
    whatsapp: 'হোয়াটসঅ্যাপে লিখুন',
    email: 'ই-মেইল করুন',
    kept: 'আগে দেখা যে পৃষ্ঠাগুলো সংযোগ ছাড়াই খোলে',
    none: 'এখনো কোনো পৃষ্ঠা রাখা হয়নি। আপনি যে পৃষ্ঠাগুলো খোলেন, সেগুলো এই ডিভাইসে রাখা হয়।',
  },
} satisfies ShellText;
