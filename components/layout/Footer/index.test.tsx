import { render, screen, within } from '@testing-library/react';
import { company, companyText } from '@/content/company';
import { shellText } from '@/content/shell';
import { Footer } from '.';

// The quick links, the seven services, the year, the phone link and the privacy policy:
// tests/e2e/shell.spec.ts. Here, the rest of the spec's footer.
it("has the about text, social icons without targets, the address, e-mail and the designer's credit", () => {
  render(<Footer locale="en" />);
  const text = shellText.en.footer;
  expect(screen.getByText(companyText.en.about)).toBeInTheDocument();
  const social = screen.getByRole('list', { name: text.social });
  expect(within(social).getAllByRole('img')).toHaveLength(company.social.length);
  expect(within(social).queryAllByRole('link')).toHaveLength(0);

  const contact = screen.getByRole('region', { name: text.contact });
  const { street } = companyText.en.address;
  expect(within(contact).getByText(new RegExp(`^${street}, `))).toBeInTheDocument();
  expect(within(contact).getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  expect(screen.getByRole('link', { name: company.designer.name })).toHaveAttribute(
    'href',
    company.designer.href,
  );
});
