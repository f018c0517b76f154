'use client';

import { SiteLink } from '@/components/layout/SiteLink';
import { useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft } from '@/components/ui/Icon/paths';

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
 * The 404 screen: 'Page Not Found', or 'Project Not Found' for an unknown project id (spec section
 * 8). The projects' not-found page says which (`kind`); the root 404.html, which a host without
 * per-folder 404 pages (GitHub Pages, S3) serves for every unknown path, reads it from the address.
 */
export function NotFound({ kind: given }: { kind?: keyof typeof messages }) {
  const fromAddress = useSyncExternalStore(
    subscribe,
    () => (window.location.pathname.startsWith('/projects/') ? 'project' : 'page'),
    () => 'page' as const,
  );
  const kind = given ?? fromAddress;
  const message = messages[kind];
  return (
    <section className="notFound" aria-labelledby="page-title">
      <div className="container notFoundInner">
        <p className="notFoundCode" aria-hidden="true">
          404
        </p>
        <h1 id="page-title" className="notFoundTitle">
          {message.title}
        </h1>
        <p className="notFoundLead">{message.lead}</p>
        <div className="notFoundActions">
          <SiteLink href={message.href} className={buttonClass('accent', 'lg')}>
            <Glyph icon={arrowLeft} />
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
