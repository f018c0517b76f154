import Page, { metadata as metadataIn } from '@/components/pages/not-found';

/** Exported as a page, then moved to bn/projects/404.html (scripts/not-found-pages.ts). */
export const metadata = metadataIn('bn', 'project');

export default function ProjectNotFoundRoute() {
  return <Page locale="bn" kind="project" />;
}
