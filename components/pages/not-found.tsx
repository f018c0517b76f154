import type { Metadata } from 'next';
import { NotFound } from '@/components/sections/shared/NotFound';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import type { NotFoundKind } from '@/lib/not-found';

/** Each 404 page's title, and `noindex` (tests/e2e/seo.spec.ts). */
export function metadata(locale: Locale, kind: NotFoundKind): Metadata {
  return { title: shellText[locale].notFound[kind].title, robots: { index: false } };
}

/**
 * The 404 screens: 'Page Not Found', or 'Project Not Found' for an unknown project (spec section 8),
 * in the HTML itself, so crawlers, link previews and visitors without JavaScript see it.
 * scripts/not-found-pages.ts moves each to the file hosts answer with status 404 (deploy/README.md).
 */
export default function NotFoundPage({ locale, kind }: { locale: Locale; kind?: NotFoundKind }) {
  return <NotFound locale={locale} kind={kind} />;
}
