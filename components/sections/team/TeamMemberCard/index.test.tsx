import { render, screen, within } from '@testing-library/react';
import { team, teamCategoryLabels, teamPage } from '@/content/team';
import type { Locale } from '@/lib/i18n';
import { TeamMemberCard } from '.';

// The directory's pages, filter and tiles: tests/e2e/team.spec.ts, which also follows the first
// page's contact links.
describe('TeamMemberCard', () => {
  it.each<Locale>(['en', 'bn'])(
    "shows the member's portrait, name, position, category and bio, and links their e-mail and phone (%s)",
    (locale) => {
      const member = team[locale][1]!;
      const text = teamPage[locale].card;
      const label = teamCategoryLabels[locale][member.category];
      render(<TeamMemberCard member={member} categoryLabel={label} text={text} />);
      const card = within(screen.getByRole('article'));
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(member.name);
      for (const words of [member.position, label, member.bio])
        expect(card.getByText(words)).toBeInTheDocument();
      expect(screen.getByRole('article').querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(new RegExp(`^/img/team/${member.id}-\\d+\\.webp$`)),
      );
      expect(card.getByRole('link', { name: text.email(member.name) })).toHaveAttribute(
        'href',
        `mailto:${member.email}`,
      );
      expect(card.getByRole('link', { name: text.call(member.name) })).toHaveAttribute(
        'href',
        `tel:${member.phone}`,
      );
    },
  );
});
