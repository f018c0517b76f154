import clsx from 'clsx';
import { DetailsButton } from '@/components/ui/DetailsDialog';
import { DialogIcon, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import type { LicenseDocument, LicenseDocumentsText } from '@/content/licenses';
import type { PageIntro } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { DetailsCardGrid } from '@/components/sections/shared/DetailsCardGrid';
import { DocumentImage } from './DocumentImage';
import styles from './index.module.css';

/** The id of a document's modal. */
const dialogId = (document: LicenseDocument) => `licence-${document.id}`;

export interface LicenseDocumentsProps {
  /** The page's language, for the modals' close buttons. */
  locale: Locale;
  intro: PageIntro;
  /** The documents in the page's language. */
  documents: readonly LicenseDocument[];
  /** The cards' and modals' words in the page's language (content/licenses.ts's licensesPage[locale].documentCard). */
  text: LicenseDocumentsText;
}

/**
 * The Licenses page's document cards: title, status badge, issue date, renewal and registration
 * number; View opens the document's image in a modal, with a spinner until it has loaded.
 */
export function LicenseDocuments({ locale, intro, documents, text }: LicenseDocumentsProps) {
  return (
    <Section headingId="license-documents-title" {...intro} tone="warm">
      <DetailsCardGrid
        locale={locale}
        items={documents}
        dialogId={dialogId}
        card={(document) => <DocumentCard document={document} text={text} />}
        details={(document) => <DocumentDetails document={document} text={text} />}
        dialogClassName={styles.dialog}
      />
    </Section>
  );
}

function DocumentCard({ document, text }: { document: LicenseDocument; text: LicenseDocumentsText }) {
  return (
    <article className={clsx('cardSurface', 'liftOnFocus', styles.card)}>
      <div className={styles.cardTop}>
        <span className={styles.icon}>
          <Icon name={document.icon} size={26} />
        </span>
        <p className={styles.status}>{document.statusLabel}</p>
      </div>
      <h3 className={styles.title}>{document.title}</h3>
      <p className={styles.number}>{document.description}</p>
      <dl className={styles.dates}>
        <div>
          <dt>{text.issueDate}</dt>
          <dd>{document.issueDate}</dd>
        </div>
        <div>
          <dt>{text.renewal}</dt>
          <dd>{document.renewalDate}</dd>
        </div>
      </dl>
      <DetailsButton dialogId={dialogId(document)} className={styles.view}>
        <Icon name="eye" size={18} />
        <Named template={text.view} name={document.title} />
      </DetailsButton>
    </article>
  );
}

function DocumentDetails({ document, text }: { document: LicenseDocument; text: LicenseDocumentsText }) {
  return (
    <>
      <header className={styles.dialogHeader}>
        <DialogIcon name={document.icon} />
        <div>
          <DialogTitle dialogId={dialogId(document)} className={styles.dialogTitle}>
            {document.title}
          </DialogTitle>
          <p className={styles.dialogNumber}>{document.description}</p>
        </div>
      </header>
      <DocumentImage image={document.fileUrl} alt={text.scanAlt(document.title)} text={text.scan} />
    </>
  );
}

/**
 * The words of `template` with the item's name where it has '{title}', the name heard by screen
 * readers only: 'View {title}' shows 'View', '{title} দেখুন' shows 'দেখুন' (WCAG 2.4.4: each button
 * named after its document).
 */
function Named({ template, name }: { template: string; name: string }) {
  const [before = '', after = ''] = template.split('{title}');
  return (
    <>
      {before}
      <span className="srOnly">{name}</span>
      {after}
    </>
  );
}
