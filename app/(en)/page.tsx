import Page, { metadata as metadataIn } from '@/components/pages/home';

export const metadata = metadataIn('en');

export default function HomeRoute() {
  return <Page locale="en" />;
}
