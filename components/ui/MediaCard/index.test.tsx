import { render, screen, within } from '@testing-library/react';
import { MediaCard } from '.';

describe('MediaCard', () => {
  it('shows the picture, the badges over it, the title, the text and the control, in that order', () => {
    render(
      <MediaCard
        image="equipment/komatsu-pc210-excavator.jpg"
        sizes="(min-width: 1024px) 33vw, 100vw"
        badges={<span>Heavy Equipment</span>}
        icon={<span data-testid="icon" />}
        title="Komatsu PC210 Excavator"
        action={<a href="/equipment/">View Details</a>}
      >
        <p>Hydraulic Excavator</p>
      </MediaCard>,
    );
    const card = screen.getByRole('article');
    const heading = within(card).getByRole('heading', { level: 3, name: 'Komatsu PC210 Excavator' });
    expect(card).toHaveTextContent(/^Heavy EquipmentKomatsu PC210 ExcavatorHydraulic ExcavatorView Details$/);
    // The icon comes before the title, the text and the link after it.
    expect(within(card).getByTestId('icon').compareDocumentPosition(heading)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/equipment/');

    // The title names the card; the picture adds nothing for a screen reader, and loads when near.
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, 100vw');
    expect(picture).toHaveAttribute(
      'src',
      expect.stringMatching(/\/img\/equipment\/komatsu-pc210-excavator-\d+\.webp$/),
    );
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes the global card surface, and lifts on focus only when asked', () => {
    const { rerender } = render(
      <MediaCard
        image="equipment/komatsu-pc210-excavator.jpg"
        sizes="100vw"
        title="Excavator"
        classNames={{ card: 'mine', title: 'big' }}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveClass('cardSurface', 'mine');
    expect(within(card).getByRole('heading', { name: 'Excavator' })).toHaveClass('big');
    expect(card).not.toHaveClass('liftOnFocus');
    expect(card.querySelector('img')).toHaveClass('cardZoom');

    rerender(
      <MediaCard image="equipment/komatsu-pc210-excavator.jpg" sizes="100vw" title="Excavator" liftOnFocus />,
    );
    expect(screen.getByRole('article')).toHaveClass('cardSurface', 'liftOnFocus');
  });

  it('can be the list item itself, with a flat surface and another heading level', () => {
    render(
      <ul>
        <MediaCard
          as="li"
          image="equipment/komatsu-pc210-excavator.jpg"
          sizes="100vw"
          surface={false}
          liftOnFocus
          title="Excavator"
          headingLevel="h2"
        />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(within(item).getByRole('heading', { level: 2, name: 'Excavator' })).toBeInTheDocument();
    expect(item).not.toHaveClass('cardSurface');
    expect(item).not.toHaveClass('liftOnFocus');
    expect(item.querySelector('img')).not.toHaveClass('cardZoom');
  });
});
