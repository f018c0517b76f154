import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamCategoryCounts } from '.';

const counts = [
  { category: 'Engineering', count: 7 },
  { category: 'Source Manager', count: 1 },
  { category: 'Truck', count: 0 },
];

describe('TeamCategoryCounts', () => {
  it("names each tile by its category and count, 'Professional' for one and 'Professionals' otherwise", () => {
    render(<TeamCategoryCounts counts={counts} active="All" onSelect={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/^\d+/, ''))).toEqual([
      'Engineering 7 Professionals',
      'Source Manager 1 Professional',
      'Truck 0 Professionals',
    ]);
    expect(screen.getByRole('button', { name: 'Source Manager 1 Professional' })).toBeInTheDocument();
  });

  it('marks the tile of the active filter as pressed', () => {
    render(<TeamCategoryCounts counts={counts} active="Engineering" onSelect={() => {}} controls="dir" />);
    expect(screen.getByRole('button', { name: 'Engineering 7 Professionals' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Truck 0 Professionals' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Truck 0 Professionals' })).toHaveAttribute(
      'aria-controls',
      'dir',
    );
  });

  it('hands the clicked category to onSelect', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<TeamCategoryCounts counts={counts} active="All" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Source Manager 1 Professional' }));
    expect(onSelect).toHaveBeenCalledWith('Source Manager');
  });
});
