import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

  it("the projects' not-found page says 'Project Not Found' whatever the address, and in its server HTML", () => {
    visit('/no-such-page/');
    render(<NotFound kind="project" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    const html = renderToString(<NotFound kind="project" />);
    expect(html).toContain('Project Not Found');
    expect(html).toContain('Back to Projects');
  });
});
