import Page, { metadata as metadataIn } from '@/components/pages/not-found';

/** Exported as a page, then moved to projects/404.html (scripts/not-found-pages.ts). */
export const metadata = metadataIn('en', 'project');

export default function ProjectNotFoundRoute() {
  return <Page locale="en" kind="project" />;
}
