import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { formatYear } from '@/lib/i18n';
import { CurrentYear } from '.';

describe('CurrentYear', () => {
  const thisYear = new Date().getFullYear();

  it('shows the build year as the server wrote it while the year has not changed', () => {
    const { container } = render(<CurrentYear locale="bn" buildYear={thisYear} buildYearText="as written" />);
    expect(container).toHaveTextContent(/^as written$/);
  });

  it('writes the build year into the HTML, as the server formatted it, whatever the clock says', () => {
    expect(
      renderToString(<CurrentYear locale="bn" buildYear={thisYear - 1} buildYearText="as written" />),
    ).toBe('as written');
  });

  it("shows the visitor's year, in the page's digits, once it differs from the build year", () => {
    const { container } = render(<CurrentYear locale="bn" buildYear={thisYear - 1} buildYearText="old" />);
    expect(container).toHaveTextContent(new RegExp(`^${formatYear('bn', thisYear)}$`));
    expect(container.textContent).toMatch(/^[০-৯]{4}$/);
  });
});
