'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import type { PolicySection } from '@/content/types';
import styles from './index.module.css';

export interface PrivacyPolicyProps {
  sections: readonly PolicySection[];
  contactLine: string;
}

/** The footer's Privacy Policy button and its modal: five numbered sections and a contact line. */
export function PrivacyPolicy({ sections, contactLine }: PrivacyPolicyProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Privacy Policy
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="privacy-title">
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id="privacy-title" className={styles.title}>
              Privacy Policy
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpen(false)}
              aria-label="Close privacy policy"
            >
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
            <button type="button" className={buttonClass('primary', 'md')} onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
