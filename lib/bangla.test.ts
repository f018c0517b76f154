import { locative, objective, possessive } from './bangla';

describe('possessive', () => {
  it.each([
    ['বালু', 'বালুর'],
    ['ঢাকা', 'ঢাকার'],
    ['সিইও', 'সিইওর'],
    ['স্টোন চিপস', 'স্টোন চিপসের'],
    ['সিমেন্ট', 'সিমেন্টের'],
    ['ইট', 'ইটের'],
    ['পাথর', 'পাথরের'],
    ['রড', 'রডের'],
    ['এমএস রড', 'এমএস রডের'],
    ['বোল্ডার পাথর', 'বোল্ডার পাথরের'],
    ['ইটের খোয়া', 'ইটের খোয়ার'],
    ['সময়', 'সময়ের'],
    ['ব্যবস্থাপনা পরিচালক', 'ব্যবস্থাপনা পরিচালকের'],
    ['প্রকৌশলী মো. মাহবুবুর রহমান', 'প্রকৌশলী মো. মাহবুবুর রহমানের'],
  ])('%s → %s', (word, expected) => {
    expect(possessive(word)).toBe(expected);
  });

  it('writes ং and ৎ as their full letters before the ending: রং → রঙের, বিদ্যুৎ → বিদ্যুতের', () => {
    expect(possessive('রং')).toBe('রঙের');
    expect(possessive('বিদ্যুৎ')).toBe('বিদ্যুতের');
  });

  it('keeps the hyphen after Latin letters, digits of either script and brackets, as standard Bangla does', () => {
    expect(possessive('PC210')).toBe('PC210-এর');
    expect(possessive('Komatsu')).toBe('Komatsu-এর');
    expect(possessive('২০১৯')).toBe('২০১৯-এর');
    expect(possessive('এক্সকাভেটর (ভেকু)')).toBe('এক্সকাভেটর (ভেকু)-এর');
  });

  it('reads a vowel before a candrabindu as the last sound, and trims the word', () => {
    expect(possessive('গাঁ')).toBe('গাঁর');
    expect(possessive(' বালু ')).toBe('বালুর');
    expect(possessive('')).toBe('');
  });

  it('never writes a hyphen after a Bengali letter', () => {
    for (const word of ['বালু', 'ইট', 'রং', 'সিইও', 'ঢাকা', 'বিদ্যুৎ'])
      expect(possessive(word)).not.toContain('-');
  });
});

describe('locative', () => {
  it.each([
    ['ঢাকা', 'ঢাকায়'],
    ['সাইট', 'সাইটে'],
    ['বালু', 'বালুতে'],
    ['নদী', 'নদীতে'],
    ['সিইও', 'সিইওতে'],
    ['উত্তরা', 'উত্তরায়'],
    ['রং', 'রঙে'],
    ['বিদ্যুৎ', 'বিদ্যুতে'],
    ['PC210', 'PC210-এ'],
    ['২০১৯', '২০১৯-এ'],
    ['', ''],
  ])('%s → %s', (word, expected) => {
    expect(locative(word)).toBe(expected);
  });
});

describe('objective', () => {
  it.each([
    ['নাদিয়া ইসলাম', 'নাদিয়া ইসলামকে'],
    ['ফারহানা ইয়াসমিন', 'ফারহানা ইয়াসমিনকে'],
    ['সিইও', 'সিইওকে'],
    ['আবুল কালাম', 'আবুল কালামকে'],
    ['Nokshi Digital', 'Nokshi Digital-কে'],
    ['', ''],
  ])('%s → %s', (word, expected) => {
    expect(objective(word)).toBe(expected);
  });
});
