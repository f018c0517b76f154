import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projects } from '@/content/projects';
import type { Project } from '@/content/types';
import { ProjectGallery } from '.';

const single = projects.find((p) => p.images.length === 1) as Project;
const multi = projects.find((p) => p.images.length > 1) as Project;

function shown() {
  const slide = screen
    .getAllByRole('group', { hidden: true })
    .find((s) => s.getAttribute('aria-hidden') === 'false');
  return slide?.getAttribute('aria-label');
}

describe('ProjectGallery', () => {
  it('shows a single picture with no arrows and no dots', () => {
    render(<ProjectGallery project={single} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has arrows and one dot per picture when there is more than one', () => {
    render(<ProjectGallery project={multi} />);
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show picture/ })).toHaveLength(multi.images.length);
    expect(shown()).toBe(`1 of ${multi.images.length}`);
  });

  it('moves with the arrows and wraps around both ends', async () => {
    const user = userEvent.setup();
    const n = multi.images.length;
    render(<ProjectGallery project={multi} />);
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toBe(`${n} of ${n}`);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe(`1 of ${n}`);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe(`2 of ${n}`);
    expect(screen.getByText(`2 / ${n}`)).toBeInTheDocument();
  });

  it('jumps to a picture from its dot', async () => {
    const user = userEvent.setup();
    render(<ProjectGallery project={multi} />);
    await user.click(screen.getByRole('button', { name: `Show picture 3 of ${multi.images.length}` }));
    expect(shown()).toBe(`3 of ${multi.images.length}`);
    expect(screen.getByRole('button', { name: `Show picture 3 of ${multi.images.length}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('puts only the first picture in the page until the visitor reaches for the controls', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProjectGallery project={multi} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    await user.hover(screen.getByRole('button', { name: 'Next picture' }));
    // the neighbours on both sides, ready before the click
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });
});
