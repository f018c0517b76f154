import Page, { metadata as metadataIn } from '@/components/pages/licenses';

export const metadata = metadataIn('bn');

export default function LicensesRoute() {
  return <Page locale="bn" />;
}
