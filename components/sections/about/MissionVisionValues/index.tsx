import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import type { InfoCard, SectionIntro } from '@/content/types';
import { formatNumber, type Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface MissionVisionValuesProps {
  /** The page's language: the cards' numbers are shown in its digits. */
  locale: Locale;
  intro: SectionIntro;
  cards: readonly InfoCard[];
}

/** The Mission, Vision and Values cards, each with its icon. */
export function MissionVisionValues({ locale, intro, cards }: MissionVisionValuesProps) {
  return (
    <Section headingId="mission-vision-values-title" {...intro}>
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={card.title} className={clsx('cardSurface', styles.card)}>
            <span className={styles.number} aria-hidden="true">
              {formatNumber(locale, index + 1, { minimumIntegerDigits: 2 })}
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
