'use client';

import { createContext, Fragment, use, useCallback, useState, type ReactNode } from 'react';
import { Dialog, DialogCloseButton } from '../Dialog';

const OpenDetails = createContext<(id: string) => void>(() => {});

export interface DetailsDialogProps {
  /**
   * The body of each item's modal, by item id, usually rendered on the server (DialogMedia and
   * DialogBody from ui/Dialog/DialogLayout). Each holds the heading that `labelledBy` names.
   */
  details: Readonly<Record<string, ReactNode>>;
  /** id of the heading in every body: one modal is open at a time, so they share it. */
  labelledBy: string;
  /** Sizes the <dialog>, e.g. a wider modal for a picture beside the text. */
  className?: string;
  /** The list whose DetailsButtons open its items. */
  children: ReactNode;
}

/**
 * A list with a details modal: the one piece of state is the chosen item id, or none. The list and
 * the modal bodies come in as server-rendered nodes; only this and the buttons ship as client
 * JavaScript. A DetailsButton inside opens its item; the close button, Escape and the backdrop
 * close it, and focus goes back to the button.
 */
export function DetailsDialog({ details, labelledBy, className, children }: DetailsDialogProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const close = useCallback(() => setSelectedId(null), []);
  const selected = selectedId === null ? undefined : details[selectedId];

  return (
    <OpenDetails value={setSelectedId}>
      {children}
      <Dialog open={selected !== undefined} onClose={close} labelledBy={labelledBy} className={className}>
        <DialogCloseButton onClose={close} />
        {/* Keyed by item: whatever state a body holds (an image's loading flag) starts afresh for each item. */}
        <Fragment key={selectedId}>{selected}</Fragment>
      </Dialog>
    </OpenDetails>
  );
}

export interface DetailsButtonProps {
  /** The key of the item's body in the surrounding DetailsDialog's `details`. */
  itemId: string;
  className?: string;
  /** The visible label, with visually hidden text naming the item (ViewDetailsLabel). */
  children: ReactNode;
}

/** The button that opens its item in the surrounding DetailsDialog. */
export function DetailsButton({ itemId, className, children }: DetailsButtonProps) {
  const open = use(OpenDetails);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        // Safari does not focus a clicked button; the dialog gives focus back to whatever had it.
        event.currentTarget.focus();
        open(itemId);
      }}
    >
      {children}
    </button>
  );
}
