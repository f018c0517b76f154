import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import type { InfoCard, SectionIntro } from '@/content/types';
import styles from './index.module.css';

export interface MissionVisionValuesProps {
  intro: SectionIntro;
  cards: InfoCard[];
}

/** The Mission, Vision and Values cards, each with its icon. */
export function MissionVisionValues({ intro, cards }: MissionVisionValuesProps) {
  return (
    <Section headingId="mission-vision-values-title" {...intro}>
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={card.title} className={clsx('cardSurface', styles.card)}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.icon}>
              <Icon name={card.icon} size={28} />
            </span>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.description}>{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
