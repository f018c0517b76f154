import clsx from 'clsx';
import { DetailsButton, DetailsDialog } from '@/components/ui/DetailsDialog';
import { DialogIcon, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import type { LicenseDocument, PageIntro } from '@/content/types';
import { CardGrid } from '@/components/sections/shared/CardGrid';
import { DocumentImage } from './DocumentImage';
import styles from './index.module.css';

/** The id of a document's modal. */
const dialogId = (document: LicenseDocument) => `licence-${document.id}`;

export interface LicenseDocumentsProps {
  intro: PageIntro;
  documents: readonly LicenseDocument[];
}

/**
 * The Licenses page's document cards: title, status badge, issue date, renewal and registration
 * number; View opens the document's image in a modal, with a spinner until it has loaded.
 */
export function LicenseDocuments({ intro, documents }: LicenseDocumentsProps) {
  return (
    <Section headingId="license-documents-title" {...intro} tone="warm">
      <DetailsDialog
        dialogs={documents.map((document) => ({
          id: dialogId(document),
          body: <DocumentDetails document={document} />,
        }))}
        className={styles.dialog}
      >
        <CardGrid
          cards={documents.map((document) => ({
            key: document.id,
            card: <DocumentCard document={document} />,
          }))}
        />
      </DetailsDialog>
    </Section>
  );
}

function DocumentCard({ document }: { document: LicenseDocument }) {
  return (
    <article className={clsx('cardSurface', 'liftOnFocus', styles.card)}>
      <div className={styles.cardTop}>
        <span className={styles.icon}>
          <Icon name={document.icon} size={26} />
        </span>
        <p className={styles.status}>{document.status}</p>
      </div>
      <h3 className={styles.title}>{document.title}</h3>
      <p className={styles.number}>{document.description}</p>
      <dl className={styles.dates}>
        <div>
          <dt>Issue Date</dt>
          <dd>{document.issueDate}</dd>
        </div>
        <div>
          <dt>Renewal</dt>
          <dd>{document.renewalDate}</dd>
        </div>
      </dl>
      <DetailsButton dialogId={dialogId(document)} className={styles.view}>
        <Icon name="eye" size={18} />
        View<span className="srOnly"> {document.title}</span>
      </DetailsButton>
    </article>
  );
}

function DocumentDetails({ document }: { document: LicenseDocument }) {
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
      <DocumentImage image={document.fileUrl} alt={`${document.title} certificate`} />
    </>
  );
}
