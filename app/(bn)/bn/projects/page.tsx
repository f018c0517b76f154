import Page, { metadata as metadataIn } from '@/components/pages/projects';

export const metadata = metadataIn('bn');

export default function ProjectsRoute() {
  return <Page locale="bn" />;
}
