/** WinAnsi, all pdfkit's Helvetica draws: a line break, printable ASCII, Latin-1 and Windows-1252's extras. */
const DRAWABLE = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;

/** Characters the content may use that Helvetica cannot draw, and what to draw instead. */
const SUBSTITUTES: Record<string, string> = {
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space
  '\u2011': '-', // non-breaking hyphen
  '\u2212': '-', // minus sign
  '\u2192': '-', // right arrow
  '\u221e': 'Unlimited', // infinity
  '\u2713': '', // check mark
};

/**
 * The string as Helvetica can draw it. Throws on a character it cannot draw and has no substitute
 * for, so a new glyph in the content fails the build instead of printing garbage in the PDF.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (DRAWABLE.test(char)) out += char;
    else if (char in SUBSTITUTES) out += SUBSTITUTES[char];
    else {
      const code = (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
      throw new Error(
        `company profile: Helvetica cannot draw U+${code} in "${text}". ` +
          'Add a substitute in scripts/company-profile/text.ts or change the content.',
      );
    }
  }
  return out;
}

/** 2000 -> '2,000' (fixed locale, so the PDF does not depend on the build machine). */
export function formatThousands(value: number): string {
  return value.toLocaleString('en-US');
}

/** The paragraphs of a text that separates them with blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** 3 -> '03': the two-digit numbering used for sections and list entries. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** The value, or a build error naming what the content is missing. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`company profile: the content has no ${what}`);
  return value;
}

/** 1 -> 'Equipment Unit', 3 -> 'Equipment Units' (the site's own wording, without the count). */
export function pluralize(count: number, singular: string): string {
  return count === 1 ? singular : `${singular}s`;
}
