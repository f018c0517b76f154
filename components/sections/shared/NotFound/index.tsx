import { routePath } from '@/content/navigation';
import { shellText } from '@/content/shell';
import { formatNumber, type Locale } from '@/lib/i18n';
import { notFoundFolder, type NotFoundKind } from '@/lib/not-found';
import { NotFoundView } from './NotFoundView';

/**
 * The 404 screen: 'Page Not Found', or 'Project Not Found' for an unknown project id (spec section
 * 8), in the page's language, its links to the same language's pages. The not-found pages say which
 * (`kind`); the site-wide 404 (app/(en)/not-found-page) leaves it to the address (NotFoundView).
 */
export function NotFound({ locale, kind }: { locale: Locale; kind?: NotFoundKind }) {
  const text = shellText[locale].notFound;
  return (
    <NotFoundView
      messages={{
        page: { ...text.page, href: notFoundFolder(locale, 'page') },
        project: { ...text.project, href: notFoundFolder(locale, 'project') },
      }}
      contact={{ label: text.contact, href: routePath(locale, 'contact') }}
      code={formatNumber(locale, 404, { useGrouping: false })}
      kind={kind}
    />
  );
}
