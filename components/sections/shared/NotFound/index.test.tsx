import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NotFound } from '.';

function visit(path: string) {
  window.history.pushState({}, '', path);
}

describe('NotFound', () => {
  afterEach(() => visit('/'));

  it("on the site-wide 404 at an unknown project: 'Page Not Found' in its HTML, 'Project Not Found' once hydrated", async () => {
    visit('/projects/no-such-project/');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NotFound locale="en" />);
    document.body.append(container);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Page Not Found$/);
    const onRecoverableError = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <NotFound locale="en" />, { onRecoverableError }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Project Not Found$/);
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact/');
    act(() => root.unmount());
    container.remove();
  });

  it('says Page Not Found with a link home for any other path', () => {
    visit('/no-such-page/');
    render(<NotFound locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it("the projects' not-found page says 'Project Not Found' whatever the address, and in its server HTML", () => {
    visit('/no-such-page/');
    render(<NotFound locale="en" kind="project" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    const html = renderToString(<NotFound locale="en" kind="project" />);
    expect(html).toContain('Project Not Found');
    expect(html).toContain('Back to Projects');
  });

  it('says it in Bangla on the Bangla 404s, its links to the Bangla pages, 404 in Bengali digits', () => {
    visit('/bn/no-such-page/');
    const { unmount } = render(<NotFound locale="bn" kind="page" />);
    expect(screen.getByRole('heading', { level: 1, name: 'পৃষ্ঠাটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/bn/');
    expect(screen.getByText('৪০৪')).toBeInTheDocument();
    unmount();

    visit('/bn/projects/no-such-project/');
    const html = renderToString(<NotFound locale="bn" kind="project" />);
    expect(html).toContain('প্রকল্পটি পাওয়া যায়নি');
    render(<NotFound locale="bn" kind="project" />);
    expect(screen.getByRole('link', { name: 'প্রকল্পের তালিকায় ফিরে যান' })).toHaveAttribute(
      'href',
      '/bn/projects/',
    );
    expect(screen.getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/bn/contact/');
  });
});
