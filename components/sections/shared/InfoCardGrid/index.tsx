import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import type { InfoCard, SectionIntro } from '@/content/types';
import { CardGrid } from '@/components/sections/shared/CardGrid';
import styles from './index.module.css';

export interface InfoCardGridProps {
  headingId: string;
  intro: SectionIntro;
  cards: readonly InfoCard[];
  tone?: 'light' | 'warm';
}

/** A section of short icon cards: the Supply page's reasons to choose us, the Licenses page's compliance. */
export function InfoCardGrid({ headingId, intro, cards, tone = 'light' }: InfoCardGridProps) {
  return (
    <Section headingId={headingId} {...intro} tone={tone}>
      <CardGrid
        cards={cards.map(({ title, description, icon }) => ({
          key: title,
          card: (
            <div className={clsx('cardSurface', styles.card)}>
              <span className={styles.icon}>
                <Icon name={icon} size={26} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.description}>{description}</p>
            </div>
          ),
        }))}
      />
    </Section>
  );
}
