'use client';

import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft } from '@/components/ui/Icon/paths';
import type { NotFoundText } from '@/content/shell';
import { notFoundKindOf, type NotFoundKind } from '@/lib/not-found';
import { useHydrated } from '@/lib/use-hydrated';

export interface NotFoundViewProps {
  /** Each kind's words and the address of its way back (home, the projects list). */
  messages: Record<NotFoundKind, NotFoundText & { href: string }>;
  /** The contact link an unknown project offers. */
  contact: { label: string; href: string };
  /** The big 404 over the title, in the page's digits. */
  code: string;
  /** Fixed by the page; without it, read from the address (the site-wide 404). */
  kind?: NotFoundKind;
}

/**
 * The 404 screen's markup. The root 404.html, which a host without per-folder 404 pages (GitHub
 * Pages, S3) serves for every unknown path, says 'Project Not Found' for an address under
 * /projects/: it reads that from the address once its script runs (its HTML says 'Page Not Found').
 */
export function NotFoundView({ messages, contact, code, kind: given }: NotFoundViewProps) {
  const hydrated = useHydrated();
  const kind = given ?? (hydrated ? notFoundKindOf(window.location.pathname) : 'page');
  const message = messages[kind];
  return (
    <section className="notFound" aria-labelledby="page-title">
      <div className="container notFoundInner">
        <p className="notFoundCode" aria-hidden="true">
          {code}
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
            <SiteLink href={contact.href} className={buttonClass('outlineLight', 'lg')}>
              {contact.label}
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
