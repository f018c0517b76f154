import { formatNumber } from '@/lib/i18n';
import type { EquipmentText } from '../equipment';

const number = (value: number) => formatNumber('bn', value);

/**
 * The Equipment and Rent pages in Bangla: each unit's name and type by id, the categories' and
 * capacity units' names, the pages' words. Brand and model stay as printed ('Komatsu PC210'); the
 * kind of machine is the word used on Dhaka sites, with the everyday name people search for beside
 * it: এক্সকাভেটর (ভেকু), হুইল লোডার (পে-লোডার) (content/bn/GLOSSARY.md).
 */
export const equipment = {
  items: {
    'komatsu-pc210-excavator': { name: 'Komatsu PC210 এক্সকাভেটর', type: 'হাইড্রোলিক এক্সকাভেটর (ভেকু)' },
    'hitachi-zx350-excavator': { name: 'Hitachi ZX350 এক্সকাভেটর', type: 'হাইড্রোলিক এক্সকাভেটর (ভেকু)' },
    'caterpillar-d6-bulldozer': { name: 'Caterpillar D6 বুলডোজার', type: 'ক্রলার বুলডোজার' },
    'jcb-3dx-backhoe-loader': { name: 'JCB 3DX ব্যাকহো লোডার', type: 'ব্যাকহো লোডার' },
    'liugong-856-wheel-loader': { name: 'LiuGong 856 হুইল লোডার', type: 'হুইল লোডার (পে-লোডার)' },
    'hino-dump-truck': { name: 'Hino ১০ চাকার ডাম্প ট্রাক', type: 'ডাম্প ট্রাক' },
    'low-bed-trailer': { name: 'লো-বেড ট্রেলারসহ প্রাইম মুভার', type: 'লো-বেড ট্রেলার' },
    'tata-1613-tipper': { name: 'Tata LPK 1613 টিপার', type: 'টিপার ট্রাক' },
    'cummins-500kva-generator': { name: 'Cummins ৫০০ কেভিএ জেনারেটর', type: 'ডিজেল জেনারেটর' },
    'sakai-vibratory-roller': { name: 'Sakai SV512 ভাইব্রেটরি রোলার', type: 'ভাইব্রেটরি রোড রোলার' },
    'asphalt-paver': { name: 'অ্যাসফল্ট পেভার ফিনিশার', type: 'অ্যাসফল্ট পেভার' },
    'bulkhead-cargo-vessel': { name: 'এমভি উন্নতি-১ বাল্কহেড', type: 'মালবাহী বাল্কহেড' },
  },
  categories: {
    'heavy-equipment': 'ভারী যন্ত্রপাতি',
    'medium-equipment': 'মাঝারি যন্ত্রপাতি',
    'heavy-vehicles': 'ভারী যানবাহন',
    'medium-vehicles': 'মাঝারি যানবাহন',
    generators: 'জেনারেটর',
    'road-equipment': 'সড়ক নির্মাণের যন্ত্রপাতি',
    ship: 'নৌযান',
  },
  capacityUnits: {
    ton: (value) => `${value} টন শ্রেণি`,
    'payload-ton': (value) => `বহনক্ষমতা ${value} টন`,
    kva: (value) => `${value} কেভিএ`,
    'bucket-m3': (value) => `${value} ঘনমিটার বাকেট`,
    'loader-bucket-m3': (value) => `${value} ঘনমিটার লোডার বাকেট`,
    'paving-width-m': (value) => `পেভিং প্রস্থ ${value} মিটার`,
  },
  list: {
    filterLabel: 'শ্রেণি অনুযায়ী যন্ত্রপাতি বাছাই করুন',
    count: (count) => (count === 0 ? 'কোনো যন্ত্র নেই' : `${number(count)}টি যন্ত্র প্রস্তুত`),
    empty: 'এই শ্রেণিতে কোনো যন্ত্র পাওয়া যায়নি।',
    showAll: 'সব যন্ত্রপাতি দেখুন',
    units: (count) => (count === 0 ? 'কোনো যন্ত্র নেই' : `${number(count)}টি যন্ত্র`),
  },
  card: {
    type: 'ধরন',
    capacity: 'ক্ষমতা',
    category: 'শ্রেণি',
    rentNote: 'ভাড়া ও প্রকল্পের কাজে পাওয়া যায়',
  },
  details: {
    capacity: 'ক্ষমতা',
  },
  enquiry: {
    whatsappMessage: (name) =>
      `আসসালামু আলাইকুম, উন্নতি কনস্ট্রাকশন। আমি ${name} ভাড়া নিতে চাই। এটি কি এখন পাওয়া যাবে, আর ভাড়া কত?`,
    whatsapp: { hiddenBefore: '{name} ভাড়ার বিষয়ে', shown: 'হোয়াটসঅ্যাপে জিজ্ঞেস করুন' },
    contactLabel: 'ভাড়ার অনুরোধ পাঠান',
  },
  equipmentPage: {
    fleet: {
      eyebrow: 'আমাদের বহর',
      title: 'যন্ত্রগুলো আমাদের নিজের, চালাইও আমরাই',
      lead: 'প্রতিটি যন্ত্র আমাদের নিজস্ব ইয়ার্ডে রক্ষণাবেক্ষণ করা হয় এবং প্রশিক্ষিত অপারেটরসহ সাইটে যায়। কোনো যন্ত্রের ক্ষমতা জানতে সেটি বেছে নিন।',
    },
    categories: {
      eyebrow: 'শ্রেণি অনুযায়ী দেখুন',
      title: 'এক নজরে আমাদের বহর',
      lead: 'ভেকু থেকে বাল্কহেড পর্যন্ত আমাদের যন্ত্রপাতি সাত শ্রেণির। একটি শ্রেণি বেছে নিলে শুধু সেই শ্রেণির যন্ত্রগুলো দেখা যাবে।',
    },
  },
  rentPage: {
    fleet: {
      eyebrow: 'ভাড়ায় পাওয়া যায়',
      title: 'এই যন্ত্রগুলো আপনার সাইটে যেতে প্রস্তুত',
      lead: 'দৈনিক, সাপ্তাহিক বা মাসিক ভাড়ায় যন্ত্র নিন; চাইলে অপারেটর ও জ্বালানির ব্যবস্থাও আমরা করে দিই। কোনো যন্ত্রের ক্ষমতা দেখতে ও ভাড়া জিজ্ঞেস করতে সেটি বেছে নিন।',
    },
    categories: {
      eyebrow: 'শ্রেণি অনুযায়ী দেখুন',
      title: 'যন্ত্রপাতির শ্রেণি',
      lead: 'আপনার সাইটে কোন কোন যন্ত্র পাঠাতে পারি, দেখতে একটি শ্রেণি বেছে নিন।',
    },
  },
} satisfies EquipmentText;
