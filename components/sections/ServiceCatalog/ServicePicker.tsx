'use client';

import { createContext, use, useCallback, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import styles from './index.module.css';

const OpenService = createContext<(id: string) => void>(() => {});

export interface ServicePickerProps {
  /** The server-rendered body of each service's modal, by service id; each holds the heading `labelledBy` names. */
  details: Readonly<Record<string, ReactNode>>;
  labelledBy: string;
  /** The server-rendered grid, whose Learn More buttons open a service. */
  children: ReactNode;
}

/**
 * The catalogue's one piece of state: the selected service id, or none (spec section 4). The cards
 * and the modal bodies are rendered on the server; only this picker and its buttons ship as
 * client JavaScript.
 */
export function ServicePicker({ details, labelledBy, children }: ServicePickerProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const close = useCallback(() => setSelectedId(null), []);
  const selected = selectedId === null ? undefined : details[selectedId];

  return (
    <OpenService value={setSelectedId}>
      {children}
      <Dialog open={selected !== undefined} onClose={close} labelledBy={labelledBy}>
        <div className={styles.closeBar}>
          <button type="button" className={styles.close} onClick={close} aria-label="Close">
            <Icon name="close" size={22} />
          </button>
        </div>
        {selected}
      </Dialog>
    </OpenService>
  );
}

export interface LearnMoreButtonProps {
  serviceId: string;
  className?: string;
  children: ReactNode;
}

export function LearnMoreButton({ serviceId, className, children }: LearnMoreButtonProps) {
  const open = use(OpenService);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        // Safari does not focus a clicked button; the dialog returns focus to whatever had it.
        event.currentTarget.focus();
        open(serviceId);
      }}
    >
      {children}
    </button>
  );
}
