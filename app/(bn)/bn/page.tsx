import Page, { metadata as metadataIn } from '@/components/pages/home';

export const metadata = metadataIn('bn');

export default function HomeRoute() {
  return <Page locale="bn" />;
}
