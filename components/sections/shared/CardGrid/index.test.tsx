import { render, screen, within } from '@testing-library/react';
import { CardGrid } from '.';

describe('CardGrid', () => {
  it('lists the cards in order, one list item each', () => {
    render(
      <CardGrid
        cards={['Sand', 'Stone', 'Bricks'].map((name) => ({ key: name, card: <article>{name}</article> }))}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Sand', 'Stone', 'Bricks']);
    for (const item of items) expect(within(item).getByRole('article')).toBeInTheDocument();
  });

  it('renders an empty list when there are no cards', () => {
    render(<CardGrid cards={[]} />);
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });
});
