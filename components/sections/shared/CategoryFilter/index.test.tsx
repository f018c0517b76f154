import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import { listViews } from '@/lib/list-views';
import { dropdownTexts } from '@/tests/unit/list-views';
import { ListScope } from '@/components/sections/shared/ListScope';
import { CategoryFilter, type CategoryFilterProps } from '.';

const list = listViews('fleet', ['excavator', 'crane'], [{ category: 'crane' }, { category: 'excavator' }], {
  text: shellText.en.list,
  categories: { excavator: 'Excavator', crane: 'Crane' },
});

function renderFilter(label: string, form?: CategoryFilterProps['form']) {
  render(
    <ListScope list={list}>
      <CategoryFilter list={list} label={label} form={form} />
    </ListScope>,
  );
  return userEvent.setup();
}

/** The radios of the group, in order, checked that their names are `names`. */
function expectRadios(group: HTMLElement, names: string[]) {
  expect(within(group).getAllByRole('radio')).toEqual(
    names.map((name) => within(group).getByRole('radio', { name })),
  );
}

describe('CategoryFilter', () => {
  it('is one radio group of All and the categories, All chosen, in a dropdown for phones', () => {
    renderFilter('Filter projects by category');
    const group = screen.getByRole('radiogroup', { name: 'Filter projects by category' });
    expectRadios(group, ['All', 'Excavator', 'Crane']);
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    const dropdown = screen.getByRole('group');
    expect(dropdown).toContainElement(group);
    expect(dropdown).not.toHaveAttribute('open');
    expect(dropdownTexts('Filter projects by category')).toEqual(['Filter projects by category', 'All']);
  });

  it('holds one choice, and the dropdown shows it', async () => {
    const user = renderFilter('Filter projects by category');
    await user.click(screen.getByRole('radio', { name: 'Crane' }));
    expect(screen.getByRole('radio', { name: 'Crane' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
    expect(dropdownTexts('Filter projects by category')).toEqual(['Filter projects by category', 'Crane']);

    await user.click(screen.getByRole('radio', { name: 'Excavator' }));
    expect(screen.getByRole('radio', { name: 'Crane' })).not.toBeChecked();
    expect(dropdownTexts('Filter projects by category')).toEqual([
      'Filter projects by category',
      'Excavator',
    ]);
  });

  it('moves the choice with the arrow keys, as a radio group does', async () => {
    const user = renderFilter('Filter projects by category');
    screen.getByRole('radio', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Excavator' })).toBeChecked();
    expect(dropdownTexts('Filter projects by category')).toEqual([
      'Filter projects by category',
      'Excavator',
    ]);
  });

  it("as 'buttons', is the group alone at every width, with no dropdown (Rent)", async () => {
    const user = renderFilter('Filter equipment by category', 'buttons');
    const group = screen.getByRole('radiogroup', { name: 'Filter equipment by category' });
    expectRadios(group, ['All', 'Excavator', 'Crane']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('Filter equipment by category')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Excavator' }));
    expect(within(group).getByRole('radio', { name: 'Excavator' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'All' })).not.toBeChecked();
  });
});
