import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { MapFrame } from './MapFrame';
import styles from './index.module.css';

export interface FindUsProps {
  embedUrl: string;
  linkUrl: string;
  /** Where the map points, for the frame's title and the fallback link. */
  place: string;
}

/**
 * 'Find Us': the embedded map, 450 high, made as the visitor nears it (./MapFrame.tsx), with a
 * plain link for when it cannot load.
 */
export function FindUs({ embedUrl, linkUrl, place }: FindUsProps) {
  return (
    <Section headingId="find-us" eyebrow="Visit Us" title="Find Us" lead={place} tone="warm">
      <MapFrame src={embedUrl} title={`Map: ${place}`} />
      <p className={styles.link}>
        <a href={linkUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="mapPin" />
          Open the map in a new tab
        </a>
      </p>
    </Section>
  );
}
