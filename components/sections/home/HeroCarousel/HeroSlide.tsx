import { SiteLink } from '@/components/layout/SiteLink';
import { ActionLabel } from '@/components/ui/ActionLabel';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Slide, placeText } from '@/components/ui/Slides';
import type { HeroText } from '@/content/home';
import { routePath } from '@/content/navigation';
import { shellText } from '@/content/shell';
import type { HeroSlide as HeroSlideContent } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import styles from './index.module.css';

/** One slide's text and links; the track's rule shows the one whose radio is checked. */
export function HeroSlide({
  locale,
  slide,
  view,
  position,
  count,
  text,
}: {
  locale: Locale;
  slide: HeroSlideContent;
  /** Its view in the hero's track (slideViews). */
  view: string;
  position: number;
  count: number;
  text: Pick<HeroText, 'learnMore' | 'contact'>;
}) {
  return (
    <Slide
      label={placeText(shellText[locale].slide.label, locale, position, count)}
      roleDescription={shellText[locale].slide.role}
      className={styles.slide}
      data-views={view}
    >
      <p className={styles.subtitle}>{slide.subtitle}</p>
      <h2 className={styles.title}>{slide.title}</h2>
      <p className={styles.description}>{slide.description}</p>
      <div className={styles.actions}>
        <SiteLink href={routePath(locale, 'about')} className={buttonClass('accent', 'lg')}>
          <ActionLabel words={text.learnMore} />
          <Icon name="arrowRight" />
        </SiteLink>
        <SiteLink href={routePath(locale, 'contact')} className={buttonClass('outlineLight', 'lg')}>
          {text.contact}
        </SiteLink>
      </div>
    </Slide>
  );
}
