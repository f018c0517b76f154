import { render, screen } from '@testing-library/react';
import { possessive } from '@/lib/bangla';
import { ActionLabel, type ActionLabelProps } from '.';

// A control's words shown, and the hidden words that name its item for a screen reader, before or
// after them as the language puts them: 'Learn More about Cranes', 'ক্রেন সম্পর্কে আরও জানুন'.
describe('ActionLabel', () => {
  it.each<[string, ActionLabelProps['words'], string | undefined, string]>([
    ['after the words', { hiddenAfter: 'on {name}', shown: 'Read' }, 'Cranes', 'Read on Cranes'],
    [
      'before the words',
      { hiddenBefore: '{name} সম্পর্কে', shown: 'আরও জানুন' },
      'ক্রেন',
      'ক্রেন সম্পর্কে আরও জানুন',
    ],
    ['with no item', { hiddenAfter: 'about us', shown: 'Read' }, undefined, 'Read about us'],
    [
      'with a case ending',
      { hiddenBefore: possessive, shown: 'কোটেশন চান' },
      'সিলেট বালু',
      'সিলেট বালুর কোটেশন চান',
    ],
  ])('names its item %s', (_where, words, name, accessibleName) => {
    render(
      <button type="button">
        <ActionLabel words={words} name={name} />
      </button>,
    );
    expect(screen.getByRole('button', { name: accessibleName })).toHaveTextContent(words.shown);
  });
});
