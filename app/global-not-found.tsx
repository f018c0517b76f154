import { SiteDocument } from '@/components/layout/SiteDocument';
// The language's Bengali font: the switch's 'বাংলা', in a 1 KB cut of Noto Sans Bengali (app/fonts/).
import '@/app/fonts/bengali-label.css';
import Page, { metadata as metadataIn } from '@/components/pages/not-found';

// With one root layout per language there is no layout above every page: Next renders this whole
// document for an unknown address (next.config.mjs: experimental.globalNotFound). The export writes
// it to out/404.html, which hosts serve for any unknown English address; /bn/ has its own.
export const metadata = metadataIn('en', 'page');

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en" notFound>
      <Page locale="en" />
    </SiteDocument>
  );
}
