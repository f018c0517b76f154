import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { closesDialog, dialogTitleId, opensDialog } from '@/components/ui/Dialog/commands';
import { Icon } from '@/components/ui/Icon';
import type { PolicySection } from '@/content/types';
import styles from './index.module.css';

export interface PrivacyPolicyProps {
  sections: readonly PolicySection[];
  contactLine: string;
}

const DIALOG_ID = 'privacy-policy';

/**
 * The footer's Privacy Policy button and its modal: five numbered sections and a contact line. It
 * opens and closes from its markup (see ui/Dialog), before and without any script.
 */
export function PrivacyPolicy({ sections, contactLine }: PrivacyPolicyProps) {
  return (
    <>
      <button {...opensDialog(DIALOG_ID)} className={styles.trigger}>
        Privacy Policy
      </button>
      <Dialog id={DIALOG_ID}>
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={dialogTitleId(DIALOG_ID)} className={styles.title}>
              Privacy Policy
            </h2>
            <button {...closesDialog(DIALOG_ID)} className={styles.close} aria-label="Close privacy policy">
              <Icon name="close" size={22} />
            </button>
          </div>
          <ol className={styles.sections}>
            {sections.map((section) => (
              <li key={section.title}>
                <h3 className={styles.sectionTitle}>{section.title}</h3>
                <p>{section.body}</p>
              </li>
            ))}
          </ol>
          <p className={styles.contact}>{contactLine}</p>
          <div className={styles.actions}>
            <button {...closesDialog(DIALOG_ID)} className={buttonClass('primary', 'md')}>
              Close
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
