import { render, screen, within } from '@testing-library/react';
import { MediaCard } from '.';

// How the cards look and what they open: the e2e specs of each page of cards.
describe('MediaCard', () => {
  it('reads badges, title, text and control in that order, its picture decorative and loaded when near', () => {
    render(
      <MediaCard
        image="equipment/komatsu-pc210-excavator.jpg"
        sizes="100vw"
        badges={<span>Badge</span>}
        title="Title"
        action={<a href="/x/">Control</a>}
      >
        <p>Text</p>
      </MediaCard>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/^BadgeTitleTextControl$/);
    expect(within(card).getByRole('heading', { level: 3, name: 'Title' })).toBeInTheDocument();
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('can be the list item itself, with another heading level', () => {
    render(
      <ul>
        <MediaCard
          as="li"
          image="equipment/komatsu-pc210-excavator.jpg"
          sizes="100vw"
          title="Title"
          headingLevel="h2"
        />
      </ul>,
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem')).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
