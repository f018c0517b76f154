import type { Metadata } from 'next';
import { BankAccounts } from '@/components/sections/licenses/BankAccounts';
import { InfoCardGrid } from '@/components/sections/shared/InfoCardGrid';
import { LicenseDocuments } from '@/components/sections/licenses/LicenseDocuments';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { company } from '@/content/company';
import { bankAccounts, compliance, licenseDocuments, licensesPage } from '@/content/licenses';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'licenses');
}

export default function LicensesPage({ locale }: { locale: Locale }) {
  const text = licensesPage[locale];
  return (
    <>
      <RouteHero locale={locale} route="licenses" />
      <LicenseDocuments
        locale={locale}
        intro={text.documents}
        documents={licenseDocuments[locale]}
        text={text.documentCard}
      />
      {/* The accounts are held by the registered company, the name on the licences: never translated. */}
      <BankAccounts
        intro={text.banking}
        accounts={bankAccounts[locale]}
        holder={company.legalName}
        text={text.bankCard}
      />
      <InfoCardGrid
        headingId="licenses-compliance-title"
        intro={text.compliance}
        cards={compliance[locale]}
        tone="warm"
      />
    </>
  );
}
