import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privacyPolicy } from '@/content/legal';
import { shellText } from '@/content/shell';
import { PrivacyPolicy } from '.';

// Opening, the five titles, the contact line, Escape and focus: tests/e2e/shell.spec.ts.
it('numbers its five sections (spec: "five numbered sections")', async () => {
  const text = shellText.en.privacyPolicy;
  render(<PrivacyPolicy text={text} {...privacyPolicy.en} />);
  await userEvent.setup().click(screen.getByRole('button', { name: text.title }));
  const sections = within(screen.getByRole('dialog')).getByRole('list');
  expect(sections.tagName).toBe('OL');
  expect(within(sections).getAllByRole('listitem')).toHaveLength(5);
});
