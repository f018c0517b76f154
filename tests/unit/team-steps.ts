import { screen } from '@testing-library/react';
import type { TeamMember } from '@/content/types';

/** The member's card links to their e-mail and phone, each named for assistive technology. */
export function expectContactLinks(member: TeamMember) {
  expect(screen.getByRole('link', { name: `E-mail ${member.name}` })).toHaveAttribute(
    'href',
    `mailto:${member.email}`,
  );
  expect(screen.getByRole('link', { name: `Call ${member.name}` })).toHaveAttribute(
    'href',
    `tel:${member.phone}`,
  );
}
