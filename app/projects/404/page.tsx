import type { Metadata } from 'next';
import { NotFound } from '@/components/sections/shared/NotFound';

export const metadata: Metadata = { title: 'Project Not Found', robots: { index: false } };

/**
 * 'Project Not Found' for any unknown /projects/<id>/ (spec section 8), in the HTML itself, so
 * crawlers, link previews and visitors without JavaScript see it. The build moves it to
 * out/projects/404.html (scripts/not-found-pages.ts), the file hosts answer with status 404 for a
 * missing project (deploy/README.md).
 */
export default function ProjectNotFoundPage() {
  return <NotFound kind="project" />;
}
