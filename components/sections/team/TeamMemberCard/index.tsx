import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
import type { TeamCardText, TeamCategory, TeamMember } from '@/content/team';
import type { IconName } from '@/content/types';
import { mailtoHref, telHref } from '@/lib/links';
import styles from './index.module.css';

/**
 * The slot a portrait fills: a third of the container from 1024 px, half from 560 px (TeamDirectory's
 * grid); below that the card lies on its side and the portrait is a 7 rem thumbnail beside the name.
 */
const PORTRAIT_SIZES = '(min-width: 1280px) 380px, (min-width: 1024px) 33vw, (min-width: 560px) 50vw, 112px';

export interface TeamMemberCardProps {
  /** The member in the page's language. */
  member: TeamMember;
  /** The member's category as the visitor reads it: 'Engineering', 'ইঞ্জিনিয়ারিং'. */
  categoryLabel: string;
  /** The card's own words in the page's language (content/team.ts's teamPage[locale].card). */
  text: TeamCardText;
}

/** A member's e-mail and call links: icon-only, named for assistive technology, the address as tooltip. */
function memberLinks(
  member: TeamMember,
  text: TeamCardText,
): { icon: IconName; href: string; label: string; title: string }[] {
  return [
    { icon: 'mail', href: mailtoHref(member.email), label: text.email(member.name), title: member.email },
    { icon: 'phone', href: telHref(member.phone), label: text.call(member.name), title: member.phone },
  ];
}

/** One person in the Team directory: portrait, name, position, bio, category chip, e-mail and call links. */
export function TeamMemberCard({ member, categoryLabel, text }: TeamMemberCardProps) {
  return (
    <article className={clsx('cardSurface', styles.card)}>
      <div className={styles.portrait}>
        <Picture image={member.image} alt="" sizes={PORTRAIT_SIZES} className={styles.photo} />
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.position}>{member.position}</p>
        </div>
        <p className={styles.bio}>{member.bio}</p>
        <div className={styles.footer}>
          <p className={styles.chip}>{categoryLabel}</p>
          <ul className={styles.links}>
            {memberLinks(member, text).map(({ icon, href, label, title }) => (
              <li key={icon}>
                <a href={href} className={styles.link} aria-label={label} title={title}>
                  <Icon name={icon} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}

/**
 * The cards TeamDirectory pages through, rendered here on the server so no card code ships to the
 * browser: `members` in one language, named by that language's `categories` and card `text`.
 */
export function teamMemberCards(
  members: readonly TeamMember[],
  categories: Readonly<Record<TeamCategory, string>>,
  text: TeamCardText,
): { id: string; category: TeamCategory; card: ReactNode }[] {
  return members.map((member) => ({
    id: member.id,
    category: member.category,
    card: <TeamMemberCard member={member} categoryLabel={categories[member.category]} text={text} />,
  }));
}
