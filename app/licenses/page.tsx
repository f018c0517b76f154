import type { Metadata } from 'next';
import { BankAccounts } from '@/components/sections/BankAccounts';
import { InfoCardGrid } from '@/components/sections/InfoCardGrid';
import { LicenseDocuments } from '@/components/sections/LicenseDocuments';
import { PageHero } from '@/components/sections/PageHero';
import { company } from '@/content/company';
import { bankAccounts, compliance, licenseDocuments, licensesPage } from '@/content/licenses';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/licenses/'];

export const metadata: Metadata = { title: 'Licenses', description: intro.lead };

export default function LicensesPage() {
  return (
    <>
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
