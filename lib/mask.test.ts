/** @jest-environment node */
import { maskAccountNumber } from './mask';

describe('maskAccountNumber', () => {
  it('keeps only the last four digits, in four card-style groups', () => {
    expect(maskAccountNumber('1181100045872')).toBe('•••• •••• •••• 5872');
    expect(maskAccountNumber('1502204587413001')).toBe('•••• •••• •••• 3001');
  });

  it('shows the same four groups whatever the length, so the length does not leak', () => {
    expect(maskAccountNumber('20503470100128416')).toBe('•••• •••• •••• 8416');
    expect(maskAccountNumber('12345')).toBe('•••• •••• •••• 2345');
    expect(maskAccountNumber('123456789012345678901234')).toBe('•••• •••• •••• 1234');
  });

  it('ignores spaces and dashes in the number', () => {
    expect(maskAccountNumber('1091-0703-1624 5')).toBe('•••• •••• •••• 6245');
  });

  it('hides a number of four digits or fewer entirely', () => {
    expect(maskAccountNumber('1234')).toBe('•••• •••• •••• ••••');
    expect(maskAccountNumber('42')).toBe('•••• •••• •••• ••••');
    expect(maskAccountNumber('')).toBe('•••• •••• •••• ••••');
  });

  it('never contains more than four digits of the input', () => {
    for (const number of ['1181100045872', '20503470100128416', '99999', '1234']) {
      expect(maskAccountNumber(number).replace(/\D/g, '').length).toBeLessThanOrEqual(4);
      expect(maskAccountNumber(number)).not.toContain(number);
    }
  });
});
