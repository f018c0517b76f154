/** @jest-environment node */
import { pluralize } from './pluralize';

describe('pluralize', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(pluralize(1, 'Project')).toBe('1 Project');
    expect(pluralize(2, 'Project')).toBe('2 Projects');
    expect(pluralize(0, 'Project')).toBe('0 Projects');
    expect(pluralize(1, 'Equipment Unit')).toBe('1 Equipment Unit');
    expect(pluralize(3, 'Equipment Unit')).toBe('3 Equipment Units');
    expect(pluralize(1, 'Professional')).toBe('1 Professional');
  });

  it('takes an irregular plural', () => {
    expect(pluralize(2, 'person', 'people')).toBe('2 people');
  });
});
