import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryFilter } from '.';

const options = ['All', 'Excavator', 'Crane'];

describe('CategoryFilter', () => {
  it('offers the buttons and, for phones, a dropdown with the same choices', async () => {
    const onChange = jest.fn();
    render(
      <CategoryFilter
        label="Filter projects by category"
        options={options}
        value="All"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(options);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(group).not.toHaveClass('always');
    const dropdown = screen.getByRole('combobox', { name: 'Filter projects by category' });
    await userEvent.selectOptions(dropdown, 'Crane');
    expect(onChange).toHaveBeenCalledWith('Crane');
  });

  it("as 'buttons', is the buttons at every width and has no dropdown (Rent)", async () => {
    const onChange = jest.fn();
    render(
      <CategoryFilter
        label="Filter equipment by category"
        options={options}
        value="Crane"
        onChange={onChange}
        form="buttons"
      />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filter equipment by category' })).toHaveClass('always');
    expect(screen.getByRole('button', { name: 'Crane' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Excavator' }));
    expect(onChange).toHaveBeenCalledWith('Excavator');
  });
});
