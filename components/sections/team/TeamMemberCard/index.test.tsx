import { render, screen, within } from '@testing-library/react';
import { team } from '@/content/team';
import type { TeamMember } from '@/content/types';
import { expectContactLinks } from '@/tests/unit/team-steps';
import { TeamMemberCard, teamMemberCards } from '.';

const member = team[1] as TeamMember;

describe('TeamMemberCard', () => {
  it('shows the portrait, name, position, category and bio', () => {
    const { container } = render(<TeamMemberCard member={member} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(member.name);
    expect(within(card).getByText(member.position)).toBeInTheDocument();
    expect(within(card).getByText(member.category)).toBeInTheDocument();
    expect(within(card).getByText(member.bio)).toBeInTheDocument();
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', '/img/team/farhana-yasmin-320.webp');
    expect(photo?.getAttribute('srcset')).toContain('/img/team/farhana-yasmin-640.webp 640w');
    expect(photo?.getAttribute('sizes')).toMatch(/\(min-width: 1024px\) 33vw/);
  });

  it('links to the member by e-mail and phone, each named for assistive technology', () => {
    render(<TeamMemberCard member={member} />);
    expectContactLinks(member);
  });
});

describe('teamMemberCards', () => {
  it('gives one card per member, keyed by id with its category, in content order', () => {
    const cards = teamMemberCards(team);
    expect(cards).toHaveLength(46);
    expect(cards.map(({ id, category }) => ({ id, category }))).toEqual(
      team.map(({ id, category }) => ({ id, category })),
    );
  });
});
