import type { ReactNode } from 'react';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { Dialog } from '../Dialog';
import { opensDialog } from '../Dialog/commands';
import { DialogCloseButton } from '../Dialog/CloseButton';

/** The stylesheet that shows every card's details in the page where nothing can open them (public/). */
const DETAILS_WITHOUT_SCRIPT = '/details-without-script.css';

export interface DetailsDialogItem {
  /** The dialog's id, which the item's DetailsButton names; unique on the page. */
  id: string;
  /** The dialog's body (DialogMedia, DialogBody from ui/Dialog/DialogLayout), with the DialogTitle that names it. */
  body: ReactNode;
}

export interface DetailsDialogProps {
  /** The page's language, for the modals' close buttons. */
  locale: Locale;
  /** One modal per item, all in the page's HTML, so each opens from its button before any script runs. */
  dialogs: readonly DetailsDialogItem[];
  /** Sizes the <dialog>, e.g. a wider modal for a picture beside the text. */
  className?: string;
  /** The list whose DetailsButtons open the modals. */
  children: ReactNode;
}

/**
 * A list with a details modal per item (spec section 4: the modal holds the chosen item or none).
 * Each modal is a native <dialog> that its DetailsButton opens from its markup; its close button,
 * Escape and the backdrop close it, and focus goes back to the button. A modal's pictures are lazy,
 * so they load when it opens. Server-rendered: the only client code is each Dialog's. Where the
 * engine has no invoker commands, the page's script carries out the buttons' commands; where there
 * is no script either, public/details-without-script.css shows every modal in the page instead.
 */
export function DetailsDialog({ locale, dialogs, className, children }: DetailsDialogProps) {
  const close = shellText[locale].close;
  return (
    <>
      <noscript>
        <link rel="stylesheet" href={DETAILS_WITHOUT_SCRIPT} />
      </noscript>
      {children}
      {dialogs.map(({ id, body }) => (
        <Dialog key={id} id={id} className={className}>
          <DialogCloseButton dialogId={id} label={close} />
          {body}
        </Dialog>
      ))}
    </>
  );
}

export interface DetailsButtonProps {
  /** The id of the item's dialog in the surrounding DetailsDialog. */
  dialogId: string;
  className?: string;
  /** The visible label, with visually hidden text naming the item (ViewDetailsLabel). */
  children: ReactNode;
}

/** The button that opens its item's modal, from its markup. */
export function DetailsButton({ dialogId, className, children }: DetailsButtonProps) {
  return (
    <button {...opensDialog(dialogId)} className={className}>
      {children}
    </button>
  );
}
