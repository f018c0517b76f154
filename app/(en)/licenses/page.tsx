import Page, { metadata as metadataIn } from '@/components/pages/licenses';

export const metadata = metadataIn('en');

export default function LicensesRoute() {
  return <Page locale="en" />;
}
