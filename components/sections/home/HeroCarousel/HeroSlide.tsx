import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Slide } from '@/components/ui/Slides';
import type { HeroSlide as HeroSlideContent } from '@/content/types';
import styles from './index.module.css';

/** One slide's text and links; index.module.css shows the one whose radio is checked. */
export function HeroSlide({
  slide,
  position,
  count,
}: {
  slide: HeroSlideContent;
  position: number;
  count: number;
}) {
  return (
    <Slide position={position} count={count} className={styles.slide} data-slide={position}>
      <p className={styles.subtitle}>{slide.subtitle}</p>
      <h2 className={styles.title}>{slide.title}</h2>
      <p className={styles.description}>{slide.description}</p>
      <div className={styles.actions}>
        <SiteLink href="/about/" className={buttonClass('accent', 'lg')}>
          Learn More<span className="srOnly"> about us</span>
          <Icon name="arrowRight" />
        </SiteLink>
        <SiteLink href="/contact/" className={buttonClass('outlineLight', 'lg')}>
          Contact Us
        </SiteLink>
      </div>
    </Slide>
  );
}
