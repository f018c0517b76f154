/** @jest-environment node */
import { wrap } from './share-images';

/** Every character 10 units wide. */
const width = (text: string) => text.length * 10;

describe('wrap', () => {
  it('fills each line with as many words as fit', () => {
    expect(wrap('Eight-Storey Commercial Building, Uttara', 240, 3, width)).toEqual([
      'Eight-Storey Commercial',
      'Building, Uttara',
    ]);
  });

  it('ends the last allowed line with an ellipsis when words are left over', () => {
    expect(wrap('one two three four five six', 90, 2, width)).toEqual(['one two', 'three…']);
  });

  it('keeps a word longer than the line on a line of its own', () => {
    expect(wrap('Supercalifragilistic yes', 50, 3, width)).toEqual(['Supercalifragilistic', 'yes']);
  });
});
