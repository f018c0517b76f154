import type { Metadata } from 'next';
import { BankAccounts } from '@/components/sections/licenses/BankAccounts';
import { InfoCardGrid } from '@/components/sections/shared/InfoCardGrid';
import { LicenseDocuments } from '@/components/sections/licenses/LicenseDocuments';
import { PageHero } from '@/components/sections/shared/PageHero';
import { JsonLd } from '@/components/ui/JsonLd';
import { company } from '@/content/company';
import { bankAccounts, compliance, licenseDocuments, licensesPage } from '@/content/licenses';
import { pageIntros } from '@/content/pages';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/licenses/'];

export const metadata: Metadata = routeMetadata('/licenses/');

export default function LicensesPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/licenses/')} />
      <PageHero {...intro} />
      <LicenseDocuments intro={licensesPage.documents} documents={licenseDocuments} />
      {/* The accounts are held by the registered company, the name on the licences. */}
      <BankAccounts intro={licensesPage.banking} accounts={bankAccounts} holder={company.legalName} />
      <InfoCardGrid
        headingId="licenses-compliance-title"
        intro={licensesPage.compliance}
        cards={compliance}
        tone="warm"
      />
    </>
  );
}
