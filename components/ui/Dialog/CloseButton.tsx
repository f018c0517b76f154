import { Glyph } from '../Icon/Glyph';
import { close } from '../Icon/paths';
import { closesDialog } from './commands';
import styles from './index.module.css';

export interface DialogCloseButtonProps {
  /** The id of the dialog it closes. */
  dialogId: string;
  /** The button's accessible name, in the page's language: 'Close' (shellText[locale].close). */
  label: string;
}

/**
 * A modal's close button, first in the dialog so focus lands on it; it closes the dialog from its
 * markup (closesDialog). It sits in a sticky, zero-height bar: it floats over the modal's top right
 * corner (its picture) and stays in reach while the body scrolls.
 */
export function DialogCloseButton({ dialogId, label }: DialogCloseButtonProps) {
  return (
    <div className={styles.closeBar}>
      <button {...closesDialog(dialogId)} className={styles.close} aria-label={label}>
        <Glyph icon={close} size={22} />
      </button>
    </div>
  );
}
