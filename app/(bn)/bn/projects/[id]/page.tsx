import Page, { metadata as metadataIn, projectParams } from '@/components/pages/project';

// Only the projects in content/ exist; any other id is the projects' 404 page.
export const dynamicParams = false;
export const generateStaticParams = projectParams;

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props) {
  return metadataIn('bn', (await params).id);
}

export default async function ProjectRoute({ params }: Props) {
  return <Page locale="bn" id={(await params).id} />;
}
