import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { companyText } from '@/content/company';
import { routePath } from '@/content/navigation';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import styles from './index.module.css';
import { LogoMark } from './LogoMark';

/**
 * The logo: the mark and the company name, linking to the home page of the page's language. `tone`
 * is the colour of the logo itself: 'light' for dark backgrounds, 'dark' for light ones, 'inherit'
 * to follow the parent's text colour and mark colours (the header recolours both when it turns white).
 */
export function Logo({
  locale,
  tone = 'dark',
  className,
}: {
  locale: Locale;
  tone?: 'dark' | 'light' | 'inherit';
  className?: string;
}) {
  const text = shellText[locale].logo;
  return (
    <SiteLink href={routePath(locale, 'home')} className={clsx(styles.logo, styles[tone], className)}>
      <LogoMark tone={tone} size={44} />
      <span className={styles.words}>
        <span className={styles.name}>{companyText[locale].shortName}</span>
        <span className={styles.tagline}>{text.tagline}</span>
      </span>
      {/* The name is the visible words (WCAG 2.5.3, label in name), then where the link goes. */}
      <span className="srOnly">{text.home}</span>
    </SiteLink>
  );
}
