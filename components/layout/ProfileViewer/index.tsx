'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import { COMPANY_PROFILE } from '@/lib/constants';
import styles from './index.module.css';

/**
 * The header's Company Profile button (desktop only) and the full-screen PDF viewer it opens, with
 * Download and Close. The PDF is only requested once the viewer opens.
 */
export function ProfileViewer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('accent', 'md', styles.trigger)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="document" />
        Company Profile
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="profile-viewer-title"
        variant="fullscreen"
        className={styles.viewer}
      >
        <div className={styles.toolbar}>
          <h2 id="profile-viewer-title" className={styles.title}>
            Company Profile
          </h2>
          <div className={styles.tools}>
            <a
              href={COMPANY_PROFILE.href}
              download={COMPANY_PROFILE.fileName}
              className={buttonClass('accent', 'sm')}
            >
              <Icon name="download" />
              Download
            </a>
            <button
              type="button"
              className={buttonClass('outlineLight', 'sm')}
              onClick={() => setOpen(false)}
            >
              <Icon name="close" />
              Close
            </button>
          </div>
        </div>
        {open && (
          <object
            data={COMPANY_PROFILE.href}
            type="application/pdf"
            className={styles.document}
            aria-label="Company profile (PDF)"
          >
            <div className={styles.fallback}>
              <p>This browser cannot show the PDF here.</p>
              <a
                href={COMPANY_PROFILE.href}
                download={COMPANY_PROFILE.fileName}
                className={buttonClass('accent', 'md')}
              >
                <Icon name="download" />
                Download the company profile
              </a>
            </div>
          </object>
        )}
      </Dialog>
    </>
  );
}
