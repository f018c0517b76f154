import clsx from 'clsx';
import { FramedPicture } from '@/components/ui/FramedPicture';
import { SectionHeading } from '@/components/ui/Section';
import type { ImagePath, SectionIntro } from '@/content/types';
import styles from './index.module.css';

export interface ProprietorMessageProps {
  intro: SectionIntro;
  name: string;
  /** The proprietor's title, shown under the name. */
  title: string;
  /** The message, one string per paragraph. */
  message: readonly string[];
  /** The proprietor's portrait and its alt text; the message stands alone without one. */
  portrait?: { image: ImagePath; alt: string };
}

/** The proprietor's message: portrait, the message as a quotation, then name and title. */
export function ProprietorMessage({ intro, name, title, message, portrait }: ProprietorMessageProps) {
  return (
    <section aria-labelledby="proprietor-title" className={styles.section}>
      <div className={clsx('container', styles.inner)}>
        {portrait && (
          <FramedPicture
            image={portrait.image}
            alt={portrait.alt}
            sizes="(min-width: 1024px) 400px, 18rem"
            className={styles.portrait}
            imageClassName={styles.image}
          />
        )}
        <div className={styles.text}>
          <SectionHeading
            headingId="proprietor-title"
            eyebrow={intro.eyebrow}
            title={intro.title}
            tone="dark"
            className={styles.heading}
          />
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              {message.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </blockquote>
            <figcaption className={styles.signature}>
              <span className={styles.name}>{name}</span>
              <span className={styles.role}>{title}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
