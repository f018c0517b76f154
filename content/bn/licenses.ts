import { possessive } from '@/lib/bangla';
import type { LicensesText } from '../licenses';

/**
 * The Licenses page in Bangla: the documents' titles, the banks' names as the banks write them in
 * Bangla, the compliance notes, the page's words. Registration and account numbers are facts
 * (content/licenses.ts) and stay as printed.
 */
export const licenses = {
  documents: {
    'trade-license': { title: 'ট্রেড লাইসেন্স', numberLabel: 'ট্রেড লাইসেন্স নং' },
    'tin-certificate': { title: 'করদাতা শনাক্তকরণ নম্বর (টিআইএন)', numberLabel: 'ই-টিআইএন নং' },
    'bin-certificate': { title: 'ব্যবসায় শনাক্তকরণ নম্বর (বিআইএন)', numberLabel: 'বিআইএন নং' },
    'import-registration-certificate': { title: 'আমদানি নিবন্ধন সনদ (আইআরসি)', numberLabel: 'আইআরসি নং' },
    'export-registration-certificate': { title: 'রপ্তানি নিবন্ধন সনদ (ইআরসি)', numberLabel: 'ইআরসি নং' },
  },
  banks: {
    'dutch-bangla-bank': { bankName: 'ডাচ-বাংলা ব্যাংক পিএলসি', branchName: 'উত্তরা শাখা' },
    'islami-bank-bangladesh': { bankName: 'ইসলামী ব্যাংক বাংলাদেশ পিএলসি', branchName: 'উত্তরা শাখা' },
    'brac-bank': { bankName: 'ব্র্যাক ব্যাংক পিএলসি', branchName: 'উত্তরা সেক্টর ৭ শাখা' },
    'eastern-bank': { bankName: 'ইস্টার্ন ব্যাংক পিএলসি', branchName: 'উত্তরা শাখা' },
  },
  compliance: {
    'legal-compliance': {
      title: 'আইন মেনে চলা',
      description:
        'আমাদের ট্রেড লাইসেন্স, টিআইএন, বিআইএন এবং আমদানি ও রপ্তানি নিবন্ধন সব সময় হালনাগাদ রাখা হয়, আর প্রতিটি সাইটে আমরা বাংলাদেশ শ্রম আইন ও ইমারত নির্মাণ বিধিমালা মেনে কাজ করি।',
    },
    'regular-audits': {
      title: 'নিয়মিত অডিট',
      description:
        'প্রতি বছর একটি স্বাধীন চার্টার্ড অ্যাকাউন্ট্যান্টস ফার্ম আমাদের হিসাব নিরীক্ষা করে, আর আয়কর ও ভ্যাট রিটার্ন সময়মতো জমা দেওয়া হয়।',
    },
    'transparent-operations': {
      title: 'স্বচ্ছ লেনদেন',
      description:
        'ক্লায়েন্টরা পান আইটেমভিত্তিক কোটেশন, কাজের মাপ অনুযায়ী বিল ও ডেলিভারি চালান; আর সব পেমেন্ট হয় কোম্পানির ব্যাংক অ্যাকাউন্টের মাধ্যমে।',
    },
  },
  page: {
    documents: {
      eyebrow: 'নিবন্ধন',
      title: 'আমাদের লাইসেন্স ও সনদ',
      lead: 'বাংলাদেশে একটি নির্মাণ ও সরবরাহ প্রতিষ্ঠানের যত নিবন্ধন দরকার, সবই আমাদের আছে এবং হালনাগাদ। যেকোনো কাগজ দেখতে ‘দেখুন’ বোতামে চাপুন।',
    },
    banking: {
      eyebrow: 'পেমেন্ট',
      title: 'ব্যাংক তথ্য',
      lead: 'আমাদের অ্যাকাউন্টগুলো কোম্পানির নামে। আপনার নিরাপত্তার জন্য এখানে নম্বরগুলো আংশিক ঢেকে দেখানো হয়েছে; পূর্ণ বিবরণ প্রতিটি ইনভয়েসে ছাপা থাকে এবং অনুরোধ করলে জানানো হয়।',
    },
    compliance: {
      eyebrow: 'আমাদের অঙ্গীকার',
      title: 'আইনি বাধ্যবাধকতা ও বৈধতা',
      lead: 'আমাদের সঙ্গে কাজ মানে একটি নিবন্ধিত, নিরীক্ষিত কোম্পানির সঙ্গে কাজ, যার কাগজপত্র সব সময় ঠিকঠাক।',
    },
    documentCard: {
      status: { valid: 'বৈধ' },
      issueDate: 'ইস্যুর বছর',
      renewal: 'নবায়ন',
      renewals: { annual: 'প্রতি বছর', none: 'প্রযোজ্য নয়' },
      view: '{title} দেখুন',
      scanAlt: (title) => `${possessive(title)} ছবি`,
      scan: {
        loading: 'কাগজটি লোড হচ্ছে',
        failed: 'কাগজটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
      },
    },
    bankCard: {
      validThru: 'মেয়াদ',
      holder: 'অ্যাকাউন্টধারী',
      endingIn: (lastFour) => `অ্যাকাউন্ট নম্বরের শেষ চার অঙ্ক ${lastFour}`,
    },
  },
} satisfies LicensesText;
