/** @jest-environment node */
import { formatThousands, paragraphs, pluralize, toWinAnsi, twoDigits } from './text';

describe('toWinAnsi', () => {
  it('keeps what Helvetica can draw, including curly quotes, dashes and m³', () => {
    expect(toWinAnsi('Dhaka–Aricha, manufacturer’s “best” 1.1 m³')).toBe(
      'Dhaka–Aricha, manufacturer’s “best” 1.1 m³',
    );
  });

  it('substitutes the few symbols it knows and refuses the rest', () => {
    expect(toWinAnsi('Valid Thru ∞')).toBe('Valid Thru Unlimited');
    expect(() => toWinAnsi('উন্নতি')).toThrow(/U\+0989/);
  });
});

describe('formatting', () => {
  it('groups thousands without depending on the locale', () => {
    expect(formatThousands(800)).toBe('800');
    expect(formatThousands(2000)).toBe('2,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
  });

  it('splits paragraphs on blank lines', () => {
    expect(paragraphs('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('numbers with two digits and pluralises units', () => {
    expect(twoDigits(3)).toBe('03');
    expect(twoDigits(12)).toBe('12');
    expect(pluralize(1, 'Equipment Unit')).toBe('Equipment Unit');
    expect(pluralize(2, 'Equipment Unit')).toBe('Equipment Units');
  });
});
