'use client';

import { SiteLink } from '@/components/layout/SiteLink';
import { useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import styles from './index.module.css';

const messages = {
  page: {
    title: 'Page Not Found',
    lead: 'The page you are looking for does not exist or has moved.',
    href: '/',
    back: 'Back to Home',
  },
  project: {
    title: 'Project Not Found',
    lead: 'This project is not in our portfolio, or its link has changed.',
    href: '/projects/',
    back: 'Back to Projects',
  },
} as const;

const subscribe = () => () => {};

/**
 * The 404 screen. A static host serves the one 404.html for every unknown path, so the message
 * for an unknown project id (spec section 8) is chosen from the address in the browser.
 */
export function NotFound() {
  const kind = useSyncExternalStore(
    subscribe,
    () => (window.location.pathname.startsWith('/projects/') ? 'project' : 'page'),
    () => 'page' as const,
  );
  const message = messages[kind];
  return (
    <section className={styles.notFound} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="page-title" className={styles.title}>
          {message.title}
        </h1>
        <p className={styles.lead}>{message.lead}</p>
        <div className={styles.actions}>
          <SiteLink href={message.href} className={buttonClass('accent', 'lg')}>
            <Icon name="arrowLeft" />
            {message.back}
          </SiteLink>
          {kind === 'project' && (
            <SiteLink href="/contact/" className={buttonClass('outlineLight', 'lg')}>
              Contact Us
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
