/**
 * Bangla case endings for a word the page fills in (a material's, a person's, a role's name), so no
 * content string glues an ending to a placeholder by hand ('{name}-এর' reads "বালু-এর" where Bangla
 * writes বালুর). Pure functions, no dictionary: the ending follows the word's last letter, as the
 * Bangla Academy's rules do.
 *
 * - After a Bengali letter the ending is joined: বালুর, সিমেন্টের, ঢাকায়, সাইটে, রহমানকে.
 * - After anything else (Latin letters, digits of either script, a bracket) it takes a hyphen, as
 *   standard Bangla writes an ending after a non-Bengali word or a figure: PC210-এর, ২০১৯-এ.
 * - ং and ৎ take their full letter before a vowel sign: রং → রঙের, বিদ্যুৎ → বিদ্যুতের.
 */

/** A vowel sign: া ি ী ু ূ ৃ ৄ ে ৈ ো ৌ. */
const VOWEL_SIGN = /[\u09BE-\u09C4\u09C7\u09C8\u09CB\u09CC]$/;
/** A full vowel letter: অ আ ই ঈ উ ঊ ঋ এ ঐ ও ঔ. */
const VOWEL_LETTER = /[\u0985-\u098C\u098F\u0990\u0993\u0994]$/;
/** A Bengali letter or sign, digits excluded: what an ending joins onto without a hyphen. */
const BENGALI_LETTER = /[\u0981-\u09E3\u09F0\u09F1]$/;

type LastSound = 'a' | 'vowel' | 'consonant' | 'foreign';

/** The word without a trailing candrabindu (বাঁ ends in its vowel) and what its last sound is. */
function lastSound(word: string): LastSound {
  const bare = word.replace(/\u0981$/, '');
  if (!BENGALI_LETTER.test(bare)) return 'foreign';
  if (/\u09BE$|\u0986$/.test(bare)) return 'a';
  if (VOWEL_SIGN.test(bare) || VOWEL_LETTER.test(bare)) return 'vowel';
  return 'consonant';
}

/** ং and ৎ as their full letters, before a vowel sign is added: রং → রঙ, বিদ্যুৎ → বিদ্যুত. */
function beforeVowelSign(word: string): string {
  return word.replace(/\u0982$/, '\u0999').replace(/\u09CE$/, '\u09A4');
}

/**
 * The possessive (ষষ্ঠী, "of"): বালু → বালুর, ঢাকা → ঢাকার, সিইও → সিইওর, সিমেন্ট → সিমেন্টের,
 * রং → রঙের, PC210 → PC210-এর. An empty word stays empty.
 */
export function possessive(word: string): string {
  const w = word.trim();
  if (!w) return w;
  switch (lastSound(w)) {
    case 'foreign':
      return `${w}-এর`;
    case 'a':
    case 'vowel':
      return `${w}র`;
    case 'consonant':
      return `${beforeVowelSign(w)}ের`;
  }
}

/**
 * The locative (সপ্তমী, "in, at"): ঢাকা → ঢাকায়, সাইট → সাইটে, বালু → বালুতে, রং → রঙে,
 * PC210 → PC210-এ. An empty word stays empty.
 */
export function locative(word: string): string {
  const w = word.trim();
  if (!w) return w;
  switch (lastSound(w)) {
    case 'foreign':
      return `${w}-এ`;
    case 'a':
      return `${w}য়`;
    case 'vowel':
      return `${w}তে`;
    case 'consonant':
      return `${beforeVowelSign(w)}ে`;
  }
}

/**
 * The object (কর্ম, "to"): রহমান → রহমানকে, সিইও → সিইওকে, PC210 → PC210-কে. An empty word stays
 * empty.
 */
export function objective(word: string): string {
  const w = word.trim();
  if (!w) return w;
  return lastSound(w) === 'foreign' ? `${w}-কে` : `${w}কে`;
}
