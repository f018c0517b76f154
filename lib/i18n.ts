/**
 * The site's two languages. English lives at the root (/about/), Bangla under /bn/ (/bn/about/);
 * each has its own root layout (app/(en), app/(bn)) that sets <html lang>. No i18n runtime ships to
 * the browser: every text is a typed object per language in content/en and content/bn, picked on
 * the server by the page's locale (README: "Two languages").
 */
export const locales = ['en', 'bn'] as const;
export type Locale = (typeof locales)[number];

/** The language of the unprefixed addresses, and hreflang's x-default. */
export const defaultLocale = 'en' satisfies Locale;

/** One value per language: `{ en, bn }`. A missing language is a compile error. */
export type PerLocale<T> = { readonly [L in Locale]: T };

/** Builds one value per language from a function of the language. */
export function perLocale<T>(build: (locale: Locale) => T): PerLocale<T> {
  return { en: build('en'), bn: build('bn') };
}

export interface LocaleInfo {
  /** The <html lang> and hreflang value. */
  lang: string;
  /** Open Graph's locale: Facebook's list knows Bengali as bn_IN only (no bn_BD). */
  ogLocale: string;
  /** The language's own name, as its switch link shows it. */
  name: string;
  /** The BCP 47 tag `Intl` formats numbers with. */
  numberLocale: string;
}

export const localeInfo = {
  en: { lang: 'en', ogLocale: 'en_US', name: 'English', numberLocale: 'en-US' },
  bn: { lang: 'bn', ogLocale: 'bn_IN', name: 'বাংলা', numberLocale: 'bn-BD' },
} as const satisfies PerLocale<LocaleInfo>;

/** The language the switch link leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'bn' : 'en';
}

/** The address of a page of the site in a language: ('bn', '/about/') -> '/bn/about/'. */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/')) throw new Error(`localePath: ${path} is not a site path`);
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/** The language of an address of the site, and the address without its language prefix. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/(bn)(\/.*)?$/.exec(path);
  if (!match) return { locale: defaultLocale, path };
  return { locale: 'bn', path: match[2] ?? '/' };
}

/** A number as a visitor of that language reads it: 12,345 or ১২,৩৪৫ (Bengali digits from Intl, not a map). */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeInfo[locale].numberLocale, options).format(value);
}

/** A year as its language writes it, without grouping: 2019, ২০১৯. */
export function formatYear(locale: Locale, year: number): string {
  return formatNumber(locale, year, { useGrouping: false });
}

/** A figure with a suffix such as '50+' or '24/7', its digits in the language's own. */
export function formatFigure(locale: Locale, figure: string): string {
  return figure.replace(/\d+/g, (digits) =>
    formatNumber(locale, Number(digits), { useGrouping: false, minimumIntegerDigits: digits.length }),
  );
}
