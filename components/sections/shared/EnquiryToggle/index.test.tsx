import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { EnquiryLink } from '@/components/layout/Header/EnquiryLink';
import { enquiryControls, enquiryText } from '@/content/enquiry';
import { clearEnquiry, useEnquiry } from '@/lib/enquiry';
import { EnquiryToggle } from '.';

function Count() {
  return <output>{useEnquiry().items.length}</output>;
}

const toggle = (locale: 'en' | 'bn' = 'en') => (
  <EnquiryToggle kind="material" id="sylhet-sand" name="Sylhet Sand" text={enquiryControls[locale]} />
);

afterEach(() => act(() => clearEnquiry()));

describe('EnquiryToggle', () => {
  it('adds the item, shows it is added, and takes it out again', async () => {
    const user = userEvent.setup();
    render(
      <>
        {toggle()}
        <Count />
      </>,
    );
    const words = enquiryText.en;
    await user.click(screen.getByRole('button', { name: `${words.add.shown} Sylhet Sand` }));
    expect(screen.getByText(words.added)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Remove Sylhet Sand from the enquiry' }));
    expect(screen.queryByText(words.added)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('names the item before the words in Bangla', () => {
    render(toggle('bn'));
    expect(
      screen.getByRole('button', { name: `Sylhet Sand ${enquiryText.bn.add.shown}` }),
    ).toBeInTheDocument();
  });

  it('is not in the HTML: without the script nothing could keep the enquiry', () => {
    expect(renderToString(toggle())).toBe('');
  });
});

describe('EnquiryLink', () => {
  const link = <EnquiryLink href="/bn/contact/#enquiry" text={enquiryText.bn.count} numberLocale="bn-BD" />;

  it('shows nothing while the enquiry is empty, then its count in the page’s digits', async () => {
    const user = userEvent.setup();
    render(
      <>
        {link}
        {toggle('bn')}
      </>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button'));
    const shown = screen.getByRole('link', { name: enquiryText.bn.count.label.replace('{count}', '১') });
    expect(shown).toHaveAttribute('href', '/bn/contact/#enquiry');
    expect(shown).toHaveTextContent(`${enquiryText.bn.count.shown}১`);
  });
});
