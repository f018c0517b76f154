import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { company } from '@/content/company';
import styles from './index.module.css';
import { LogoMark } from './LogoMark';

/**
 * The logo: the mark and the company name, linking home. `tone` is the colour of the logo itself:
 * 'light' for dark backgrounds, 'dark' for light ones, 'inherit' to follow the parent's text colour
 * and mark colours (the header recolours both when it turns white).
 */
export function Logo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light' | 'inherit';
  className?: string;
}) {
  return (
    <SiteLink href="/" className={clsx(styles.logo, styles[tone], className)}>
      <LogoMark tone={tone} size={44} />
      <span className={styles.words}>
        <span className={styles.name}>{company.shortName}</span>
        <span className={styles.tagline}>Construction &amp; Supply</span>
      </span>
      {/* The name is the visible words (WCAG 2.5.3, label in name), then where the link goes. */}
      <span className="srOnly">, home</span>
    </SiteLink>
  );
}
