import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { closesDialog, dialogTitleId } from '@/components/ui/Dialog/commands';
import { DialogCloser, DialogOpener } from '@/components/ui/Dialog/DialogControls';
import { Icon } from '@/components/ui/Icon';
import type { PrivacyPolicyText } from '@/content/shell';
import type { PolicySection } from '@/content/types';
import styles from './index.module.css';

export interface PrivacyPolicyProps {
  /** The button's and the modal's own words (content/shell.ts). */
  text: PrivacyPolicyText;
  /** The policy, in the page's language (content/legal.ts). */
  sections: readonly PolicySection[];
  contactLine: string;
}

const DIALOG_ID = 'privacy-policy';

/**
 * The footer's Privacy Policy button and its modal: five numbered sections and a contact line. It
 * opens and closes from its markup (see ui/Dialog), before and without any script.
 */
export function PrivacyPolicy({ text, sections, contactLine }: PrivacyPolicyProps) {
  return (
    <>
      <DialogOpener dialogId={DIALOG_ID} className={styles.trigger}>
        {text.title}
      </DialogOpener>
      <Dialog id={DIALOG_ID}>
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={dialogTitleId(DIALOG_ID)} className={styles.title}>
              {text.title}
            </h2>
            <DialogCloser dialogId={DIALOG_ID} className={styles.close} aria-label={text.closeLabel}>
              <Icon name="close" size={22} />
            </DialogCloser>
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
              {text.close}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
