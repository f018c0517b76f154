import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
import type { TeamMember } from '@/content/types';
import styles from './index.module.css';

/**
 * The slot a portrait fills: a third of the container from 1024 px, half from 560 px (TeamDirectory's
 * grid); below that the card lies on its side and the portrait is a 7 rem thumbnail beside the name.
 */
const PORTRAIT_SIZES = '(min-width: 1280px) 380px, (min-width: 1024px) 33vw, (min-width: 560px) 50vw, 112px';

/** One person in the Team directory: portrait, name, position, bio, category chip, e-mail and call links. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
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
          <p className={styles.chip}>{member.category}</p>
          <ul className={styles.links}>
            <li>
              <a
                href={`mailto:${member.email}`}
                className={styles.link}
                aria-label={`E-mail ${member.name}`}
                title={member.email}
              >
                <Icon name="mail" size={18} />
              </a>
            </li>
            <li>
              <a
                href={`tel:${member.phone}`}
                className={styles.link}
                aria-label={`Call ${member.name}`}
                title={member.phone}
              >
                <Icon name="phone" size={18} />
              </a>
            </li>
          </ul>
        </div>
      </div>
    </article>
  );
}

/** The cards TeamDirectory pages through, rendered here on the server so no card code ships to the browser. */
export function teamMemberCards(
  members: readonly TeamMember[],
): { id: string; category: string; card: ReactNode }[] {
  return members.map((member) => ({
    id: member.id,
    category: member.category,
    card: <TeamMemberCard member={member} />,
  }));
}
