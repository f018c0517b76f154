import clsx from 'clsx';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/ui/JsonLd';
import { Picture } from '@/components/ui/Picture';
import { pageText, type RouteId } from '@/content/navigation';
import type { ImagePath } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { routeJsonLd } from '@/lib/structured-data';
import styles from './index.module.css';

export interface PageHeroProps {
  /** Small label above the title, e.g. the section number or topic. */
  eyebrow: string;
  title: string;
  lead: string;
  /** A backdrop picture, shown under a dark wash so the text keeps its contrast. Loaded first. */
  image?: ImagePath;
  /** Optional calls to action under the lead. */
  children?: ReactNode;
}

/** The dark banner that opens every inner page; the header sits over it until the page scrolls. */
export function PageHero({ eyebrow, title, lead, image, children }: PageHeroProps) {
  return (
    <section
      className={clsx('blueprint', styles.hero, image && styles.withImage)}
      aria-labelledby="page-title"
    >
      {image && (
        <Picture image={image} alt="" sizes="100vw" priority className={styles.backdrop} data-print="skip" />
      )}
      <div className={clsx('container', styles.inner)}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}

/**
 * The opening of an inner page of the menu: its structured data and its hero, from the route's
 * words (content/<locale>/pages.ts, whose intro is also the page's meta description). It lives here,
 * not in a wrapper module of its own: a module between the pages and PageHero changes how the graph
 * CSS chunking (next.config.mjs) splits the stylesheets (+0.3 to +0.9 KB of CSS on eleven routes).
 */
export function RouteHero({ locale, route }: { locale: Locale; route: RouteId }) {
  return (
    <>
      <JsonLd data={routeJsonLd(locale, route)} />
      <PageHero {...pageText[locale][route].intro} />
    </>
  );
}
