import { render, screen } from '@testing-library/react';
import { possessive } from '@/lib/bangla';
import { ActionLabel } from '.';

describe('ActionLabel', () => {
  it("shows its words and names the item for screen readers after them: 'Learn More about Piling Works'", () => {
    render(
      <button type="button">
        <ActionLabel words={{ shown: 'Learn More', hiddenAfter: 'about {name}' }} name="Piling Works" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Learn More about Piling Works' });
    expect(button.querySelector('.srOnly')).toHaveTextContent('about Piling Works');
  });

  it("puts the hidden words first where the language does: 'পাইলিং কাজ সম্পর্কে আরও জানুন'", () => {
    render(
      <button type="button">
        <ActionLabel words={{ hiddenBefore: '{name} সম্পর্কে', shown: 'আরও জানুন' }} name="পাইলিং কাজ" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'পাইলিং কাজ সম্পর্কে আরও জানুন' })).toBeInTheDocument();
  });

  it('needs no item when the hidden words name what the control leads to', () => {
    render(
      <a href="/about/">
        <ActionLabel words={{ shown: 'Learn More', hiddenAfter: 'about us' }} />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Learn More about us' })).toBeInTheDocument();
  });

  it("adds a case ending to the name when the hidden words are a function of it: 'সিলেট বালুর কোটেশন চান'", () => {
    render(
      <button type="button">
        <ActionLabel words={{ hiddenBefore: possessive, shown: 'কোটেশন চান' }} name="সিলেট বালু" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'সিলেট বালুর কোটেশন চান' })).toBeInTheDocument();
  });
});
