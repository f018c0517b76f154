import Page, { metadata as metadataIn } from '@/components/pages/contact';

export const metadata = metadataIn('en');

export default function ContactRoute() {
  return <Page locale="en" />;
}
