import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import type { ContactPageText } from '@/content/contact';
import { fillTemplate } from '@/lib/contact-form';
import { MapFrame } from './MapFrame';
import styles from './index.module.css';

export interface FindUsProps {
  embedUrl: string;
  linkUrl: string;
  /** Where the map points, in the page's language: the section's lead. */
  place: string;
  /** The section's words; the map frame's accessible name is `mapTitle` with the place in it. */
  text: ContactPageText['findUs'];
}

/**
 * 'Find Us': the embedded map, 450 high, made as the visitor nears it (./MapFrame.tsx), with a
 * plain link for when it cannot load.
 */
export function FindUs({ embedUrl, linkUrl, place, text }: FindUsProps) {
  return (
    <Section
      headingId="find-us"
      eyebrow={text.eyebrow}
      title={text.title}
      lead={place}
      tone="warm"
      data-print="skip"
    >
      <MapFrame src={embedUrl} title={fillTemplate(text.mapTitle, { place })} />
      <p className={styles.link}>
        <a href={linkUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="mapPin" />
          {text.openMap}
        </a>
      </p>
    </Section>
  );
}
