import { render, screen } from '@testing-library/react';
import { NotFound } from '.';

function visit(path: string) {
  window.history.pushState({}, '', path);
}

describe('NotFound', () => {
  afterEach(() => visit('/'));

  it("says 'Project Not Found' with a Back to Projects link for an unknown project id", () => {
    visit('/projects/no-such-project/');
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects/');
  });

  it('says Page Not Found with a link home for any other path', () => {
    visit('/no-such-page/');
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
