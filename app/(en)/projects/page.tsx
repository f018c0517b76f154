import Page, { metadata as metadataIn } from '@/components/pages/projects';

export const metadata = metadataIn('en');

export default function ProjectsRoute() {
  return <Page locale="en" />;
}
