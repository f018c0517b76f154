import Page, { metadata as metadataIn } from '@/components/pages/contact';

export const metadata = metadataIn('bn');

export default function ContactRoute() {
  return <Page locale="bn" />;
}
